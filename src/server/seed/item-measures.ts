/**
 * What one pack of a demo product weighs (kg) and takes up (m³), from the size in its name: the
 * items' SWeight1 and SVolume per inventory unit (each demo item is kept in packs, EA), which the
 * dispatch loads add up (issue 23). Liquids weigh a little over water and take their volume plus
 * the bottle; dry goods take about 1.6 litres a kilogram; the rest are measured packs.
 */
const packs: Record<string, [kg: number, m3: number]> = {
  'pack of 5': [0.3, 0.001],
  'pack of 6': [1.2, 0.012],
  'pack of 10': [0.15, 0.0006],
  'pack of 20': [0.4, 0.002],
  'pack of 100': [0.1, 0.0003],
  'pack of 200': [0.25, 0.0005],
  'box of 50': [0.8, 0.003],
  ream: [2.5, 0.003],
  '48 mm': [0.25, 0.0008],
  '9 W': [0.06, 0.0003],
  '3 m': [0.6, 0.002],
};

export function packMeasures(size: string): { kg: string; m3: string } {
  const measured = /^(\d+(?:\.\d+)?) (ml|L|g|kg)$/.exec(size);
  let kg: number;
  let m3: number;
  if (measured) {
    const amount = Number(measured[1]);
    const unit = measured[2];
    if (unit === 'ml' || unit === 'L') {
      const litres = unit === 'ml' ? amount / 1000 : amount;
      kg = litres * 1.05 + 0.03;
      m3 = (litres * 1.2) / 1000;
    } else {
      const net = unit === 'g' ? amount / 1000 : amount;
      kg = net * 1.03 + 0.01;
      m3 = (net * 1.6) / 1000;
    }
  } else {
    const known = packs[size];
    if (!known) throw new Error(`the demo size "${size}" has no measures`);
    [kg, m3] = known;
  }
  return { kg: kg.toFixed(3), m3: m3.toFixed(6) };
}
