/**
 * Exact decimal arithmetic for money, prices, quantities and rates (ARCHITECTURE.md: never binary
 * floating point). A value is an unscaled BigInt times 10^-scale; no decimal library may be added,
 * and BigInt is exact at any size. Rounding is half away from zero, as SAP Business One rounds.
 */

const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

const powersOfTen: bigint[] = [1n];
function tenTo(exponent: number): bigint {
  for (let next = powersOfTen.length; next <= exponent; next += 1) {
    powersOfTen.push((powersOfTen[next - 1] ?? 1n) * 10n);
  }
  return powersOfTen[exponent] ?? 10n ** BigInt(exponent);
}

/** numerator / denominator rounded half away from zero to a whole number. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < (denominator < 0n ? -denominator : denominator)) return quotient;
  return numerator < 0n !== denominator < 0n ? quotient - 1n : quotient + 1n;
}

function checkPlaces(places: number): void {
  if (!Number.isInteger(places) || places < 0) {
    throw new RangeError(`Decimal places must be a whole number from 0 up, not ${places}`);
  }
}

export class Decimal {
  static readonly zero: Decimal = new Decimal(0n, 0);

  /** Trailing zeros are dropped on creation, so equal values share one form and scales stay small. */
  private constructor(
    private readonly unscaled: bigint,
    private readonly scale: number,
  ) {}

  private static make(unscaled: bigint, scale: number): Decimal {
    let value = unscaled;
    let places = scale;
    while (places > 0 && value % 10n === 0n) {
      value /= 10n;
      places -= 1;
    }
    return value === 0n ? Decimal.zero : new Decimal(value, places);
  }

  /** Parses '12', '-0.005', '1.230000'; anything else (floats, exponents, blanks) is a RangeError. */
  static of(value: string | Decimal): Decimal {
    if (value instanceof Decimal) return value;
    if (typeof value !== 'string') throw new RangeError(`Not a decimal string: ${String(value)}`);
    const match = decimalPattern.exec(value);
    if (!match) throw new RangeError(`Not a decimal number: '${value}'`);
    const [, sign, whole, fraction = ''] = match;
    const unscaled = BigInt(`${whole}${fraction}`);
    return Decimal.make(sign === '-' ? -unscaled : unscaled, fraction.length);
  }

  static min(...values: (Decimal | string)[]): Decimal {
    return Decimal.pick(values, (candidate, best) => candidate.compare(best) < 0);
  }

  static max(...values: (Decimal | string)[]): Decimal {
    return Decimal.pick(values, (candidate, best) => candidate.compare(best) > 0);
  }

  private static pick(values: (Decimal | string)[], better: (a: Decimal, b: Decimal) => boolean): Decimal {
    const [first, ...rest] = values;
    if (first === undefined) throw new RangeError('min and max need at least one value');
    return rest.reduce<Decimal>((best, value) => {
      const candidate = Decimal.of(value);
      return better(candidate, best) ? candidate : best;
    }, Decimal.of(first));
  }

  /** This value's unscaled digits at a larger (or equal) scale. */
  private at(scale: number): bigint {
    return this.unscaled * tenTo(scale - this.scale);
  }

  plus(other: Decimal | string): Decimal {
    const that = Decimal.of(other);
    const scale = Math.max(this.scale, that.scale);
    return Decimal.make(this.at(scale) + that.at(scale), scale);
  }

  minus(other: Decimal | string): Decimal {
    return this.plus(Decimal.of(other).negated());
  }

  times(other: Decimal | string): Decimal {
    const that = Decimal.of(other);
    return Decimal.make(this.unscaled * that.unscaled, this.scale + that.scale);
  }

  /** this / other, rounded half away from zero to `places`; dividing by zero is a RangeError. */
  dividedBy(other: Decimal | string, places: number): Decimal {
    checkPlaces(places);
    const that = Decimal.of(other);
    if (that.unscaled === 0n) throw new RangeError('Division by zero');
    // (a / 10^sa) / (b / 10^sb) * 10^places = a * 10^(sb + places) / (b * 10^sa)
    const numerator = this.unscaled * tenTo(that.scale + places);
    const denominator = that.unscaled * tenTo(this.scale);
    return Decimal.make(divideRounded(numerator, denominator), places);
  }

  /** Half away from zero: 0.005 -> 0.01, -0.005 -> -0.01 (SAP Business One rounding). */
  round(places: number): Decimal {
    checkPlaces(places);
    if (places >= this.scale) return this;
    return Decimal.make(divideRounded(this.unscaled, tenTo(this.scale - places)), places);
  }

  negated(): Decimal {
    return Decimal.make(-this.unscaled, this.scale);
  }

  abs(): Decimal {
    return this.unscaled < 0n ? this.negated() : this;
  }

  compare(other: Decimal | string): -1 | 0 | 1 {
    const that = Decimal.of(other);
    const scale = Math.max(this.scale, that.scale);
    const difference = this.at(scale) - that.at(scale);
    return difference < 0n ? -1 : difference > 0n ? 1 : 0;
  }

  equals(other: Decimal | string): boolean {
    return this.compare(other) === 0;
  }

  isZero(): boolean {
    return this.unscaled === 0n;
  }

  isNegative(): boolean {
    return this.unscaled < 0n;
  }

  isPositive(): boolean {
    return this.unscaled > 0n;
  }

  /** Canonical form: no exponent, no trailing zeros ('12.5', '-0.05', '0'). */
  toString(): string {
    return this.format(this.scale);
  }

  /** Rounded half away from zero to `places` and padded with zeros ('12.50'). */
  toFixed(places: number): string {
    checkPlaces(places);
    return this.round(places).format(places);
  }

  toJSON(): string {
    return this.toString();
  }

  /** Writes the value with exactly `places` decimals; `places` is at least this.scale. */
  private format(places: number): string {
    const unscaled = this.at(places);
    const digits = (unscaled < 0n ? -unscaled : unscaled).toString().padStart(places + 1, '0');
    const sign = unscaled < 0n ? '-' : '';
    const cut = digits.length - places;
    return places === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, cut)}.${digits.slice(cut)}`;
  }
}

export function sumOf(values: Iterable<Decimal | string>): Decimal {
  let total = Decimal.zero;
  for (const value of values) total = total.plus(value);
  return total;
}
