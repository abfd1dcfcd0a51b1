import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Decimal } from '../../../../shared/money/decimal';
import { referenceListQuery } from '../../../api/reference-queries';
import { DatePickerField } from '../../../forms/date-picker/date-picker-field';
import { useAppServices } from '../../../shell/app-services';
import * as buttons from '../../../ui/buttons.css';
import * as controls from '../../../ui/form-controls.css';
import { useDocumentFormat } from '../use-document-format';
import * as styles from './banking.css';
import { Labelled, MeansInput } from './means-input';
import {
  addCard,
  addCheck,
  type PaymentEntry,
  remainderFor,
  removeRow,
  rowRemainder,
  updateRow,
} from './payment-entry-model';
import { houseBankAccountsQuery } from './payment-queries';

interface PaymentMeansProps {
  entry: PaymentEntry;
  onChange(next: PaymentEntry): void;
  errors: Readonly<Record<string, string>>;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * How the partner pays (or is paid): cash on a G/L account, a bank transfer to a house bank
 * account, checks and credit card vouchers, several at once. Enter in an empty amount takes what
 * is still to pay (shown as its placeholder).
 */
export function PaymentMeans({ entry, onChange, errors }: PaymentMeansProps) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const accounts = useQuery(referenceListQuery(http, 'activeGLaccounts')).data?.ResponseData ?? [];
  const banks = useQuery(houseBankAccountsQuery(http)).data?.ResponseData.data ?? [];
  const creditCards = useQuery(referenceListQuery(http, 'credit-card')).data?.ResponseData ?? [];
  const cashAccountId = useId();
  const houseBankId = useId();
  const set = (change: Partial<PaymentEntry>) => onChange({ ...entry, ...change });
  // What is still to pay, with the company's decimals: the placeholder and what Enter fills in.
  const { sumDec } = useDocumentFormat();
  const shown = (rest: string) => (rest === '' ? undefined : Decimal.of(rest).toFixed(sumDec));
  return (
    <section className={styles.section} aria-labelledby={`${cashAccountId}-heading`}>
      <h2 id={`${cashAccountId}-heading`} className={styles.sectionHeading}>
        {t('banking.means.heading')}
      </h2>
      <p className={styles.hint}>{t('banking.means.hint')}</p>
      <div className={styles.means}>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('banking.means.transfer')}</legend>
          <div className={styles.fields}>
            <MeansInput
              label={t('banking.means.transferSum')}
              value={entry.TransferSum}
              onChange={(TransferSum) => set({ TransferSum })}
              error={errors.TransferSum}
              rest={shown(remainderFor(entry, 'TransferSum'))}
              amount
            />
            <Labelled
              id={houseBankId}
              label={t('banking.means.houseBank')}
              error={errors.HouseBankAccount ?? errors.TransferAccount}
            >
              <select
                id={houseBankId}
                className={controls.input}
                value={entry.HouseBankAccount}
                onChange={(event) => set({ HouseBankAccount: event.target.value })}
              >
                <option value="">{t('banking.means.chooseAccount')}</option>
                {banks.map((bank) => (
                  <option key={text(bank.AbsEntry)} value={text(bank.AbsEntry)}>
                    {`${text(bank.BankCode)} · ${text(bank.Account)}`}
                  </option>
                ))}
              </select>
            </Labelled>
            <MeansInput
              label={t('banking.means.transferReference')}
              value={entry.TransferReference}
              onChange={(TransferReference) => set({ TransferReference })}
              error={errors.TransferReference}
              maxLength={100}
            />
            <DatePickerField
              title={t('banking.means.transferDate')}
              myDate={entry.TransferDate}
              clearable
              hideDetails
              onUpdateDate={(TransferDate) => set({ TransferDate })}
            />
          </div>
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('banking.means.cash')}</legend>
          <div className={styles.fields}>
            <MeansInput
              label={t('banking.means.cashSum')}
              value={entry.CashSum}
              onChange={(CashSum) => set({ CashSum })}
              error={errors.CashSum}
              rest={shown(remainderFor(entry, 'CashSum'))}
              amount
            />
            <Labelled id={cashAccountId} label={t('banking.means.cashAccount')} error={errors.CashAccount}>
              <select
                id={cashAccountId}
                className={controls.input}
                value={entry.CashAccount}
                onChange={(event) => set({ CashAccount: event.target.value })}
              >
                <option value="">{t('banking.means.chooseAccount')}</option>
                {accounts.map((account) => (
                  <option key={account.AcctCode} value={account.AcctCode}>
                    {`${account.AcctCode ?? ''} · ${account.AcctName ?? ''}`}
                  </option>
                ))}
              </select>
            </Labelled>
          </div>
        </fieldset>
      </div>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('banking.means.checks')}</legend>
        {errors.checks && <p className={styles.alert}>{errors.checks}</p>}
        {entry.checks.map((check, index) => {
          const at = (field: string) => errors[`check:${check.key}:${field}`];
          const change = (field: Partial<typeof check>) =>
            set({ checks: updateRow(entry.checks, check.key, field) });
          const name = t('banking.means.checkNumber', { number: index + 1 });
          return (
            // biome-ignore lint/a11y/useSemanticElements: a group of one check's fields, named by its number.
            <div key={check.key} className={styles.meansRow} role="group" aria-label={name}>
              <MeansInput
                label={t('banking.means.checkNo')}
                value={check.CheckNumber}
                onChange={(CheckNumber) => change({ CheckNumber })}
                error={at('CheckNumber')}
                amount
              />
              <MeansInput
                label={t('banking.means.bank')}
                value={check.BankCode}
                onChange={(BankCode) => change({ BankCode })}
                error={at('BankCode')}
                maxLength={30}
              />
              <DatePickerField
                title={t('banking.means.dueDate')}
                myDate={check.DueDate}
                clearable={false}
                hideDetails
                onUpdateDate={(DueDate) => change({ DueDate })}
              />
              <MeansInput
                label={t('banking.means.amount')}
                value={check.CheckSum}
                onChange={(CheckSum) => change({ CheckSum })}
                error={at('CheckSum')}
                rest={shown(rowRemainder(entry, ''))}
                amount
              />
              <button
                type="button"
                className={buttons.button}
                onClick={() => set({ checks: removeRow(entry.checks, check.key) })}
              >
                {t('banking.means.remove', { name })}
              </button>
            </div>
          );
        })}
        <div className={styles.row}>
          <button type="button" className={buttons.button} onClick={() => onChange(addCheck(entry))}>
            {t('banking.means.addCheck')}
          </button>
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('banking.means.cards')}</legend>
        {errors.cards && <p className={styles.alert}>{errors.cards}</p>}
        {entry.cards.map((card, index) => {
          const at = (field: string) => errors[`card:${card.key}:${field}`];
          const change = (field: Partial<typeof card>) =>
            set({ cards: updateRow(entry.cards, card.key, field) });
          const name = t('banking.means.cardNumber', { number: index + 1 });
          const selectId = `${houseBankId}-card-${card.key}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a group of one voucher's fields, named by its number.
            <div key={card.key} className={styles.meansRow} role="group" aria-label={name}>
              <Labelled id={selectId} label={t('banking.means.creditCard')} error={at('CreditCard')}>
                <select
                  id={selectId}
                  className={controls.input}
                  value={card.CreditCard}
                  onChange={(event) => change({ CreditCard: event.target.value })}
                >
                  {creditCards.map((option) => (
                    <option key={option.CreditCard} value={text(option.CreditCard)}>
                      {option.CardName}
                    </option>
                  ))}
                </select>
              </Labelled>
              <MeansInput
                label={t('banking.means.lastDigits')}
                value={card.CreditCardNumber}
                onChange={(CreditCardNumber) => change({ CreditCardNumber })}
                error={at('CreditCardNumber')}
                maxLength={4}
                amount
              />
              <MeansInput
                label={t('banking.means.voucher')}
                value={card.VoucherNum}
                onChange={(VoucherNum) => change({ VoucherNum })}
                error={at('VoucherNum')}
                maxLength={20}
              />
              <MeansInput
                label={t('banking.means.amount')}
                value={card.CreditSum}
                onChange={(CreditSum) => change({ CreditSum })}
                error={at('CreditSum')}
                rest={shown(rowRemainder(entry, ''))}
                amount
              />
              <button
                type="button"
                className={buttons.button}
                onClick={() => set({ cards: removeRow(entry.cards, card.key) })}
              >
                {t('banking.means.remove', { name })}
              </button>
            </div>
          );
        })}
        <div className={styles.row}>
          <button
            type="button"
            className={buttons.button}
            disabled={creditCards.length === 0}
            onClick={() => onChange(addCard(entry, text(creditCards[0]?.CreditCard)))}
          >
            {t('banking.means.addCard')}
          </button>
        </div>
      </fieldset>
    </section>
  );
}
