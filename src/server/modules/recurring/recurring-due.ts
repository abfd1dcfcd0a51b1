import { type SQL, sql } from 'drizzle-orm';
import type { RecurringDueRow } from '../../../shared/api/recurring';
import { dueDates, type RecurringSchedule } from '../../../shared/documents/recurring-schedule';
import type { ConditionColumns } from '../../access/sql-conditions';
import type { DbOrTx } from '../../db/database';
import { recurringTemplates } from '../../db/schema/field-sales-plans';

/** The columns a rule on RecurringTemplate may name. */
export const recurringConditionColumns: ConditionColumns = {
  TemplateId: recurringTemplates.TemplateId,
  ObjType: recurringTemplates.ObjType,
  CardCode: recurringTemplates.CardCode,
  Active: recurringTemplates.Active,
};

type TemplateRow = RecurringSchedule & {
  TemplateId: number;
  Lines: number;
  TemplateName: string;
  ObjType: string;
  CardCode: string | null;
  done: string[];
};

/** At most this many due dates a template lists at once: a forgotten daily template stays readable. */
const duePerTemplate = 366;

/**
 * Every due date up to `today` of the active templates `readable` lets the caller read, oldest
 * first, without those already executed or skipped (recurring_runs).
 */
export async function listDue(db: DbOrTx, readable: SQL, today: string): Promise<RecurringDueRow[]> {
  const { rows } = await db.execute<TemplateRow>(sql`
    select recurring_templates.template_id as "TemplateId", template_name as "TemplateName", obj_type as "ObjType",
      card_code as "CardCode", frequency as "Frequency", "interval" as "Interval", week_days as "WeekDays",
      month_day as "MonthDay", to_char(start_date, 'YYYY-MM-DD') as "StartDate",
      to_char(end_date, 'YYYY-MM-DD') as "EndDate",
      coalesce(jsonb_array_length(payload -> 'DocumentLines'), 0)::int as "Lines",
      coalesce((select array_agg(to_char(r.due_date, 'YYYY-MM-DD')) from recurring_runs r
        where r.template_id = recurring_templates.template_id), '{}') as done
    from recurring_templates
    where active = 'Y' and start_date <= ${today}::date and ${readable}`);
  const due: RecurringDueRow[] = [];
  for (const row of rows) {
    const done = new Set(row.done);
    const open = dueDates(row, row.StartDate, today, duePerTemplate + done.size).filter(
      (date) => !done.has(date),
    );
    for (const DueDate of open.slice(0, duePerTemplate))
      due.push({
        TemplateId: row.TemplateId,
        TemplateName: row.TemplateName,
        ObjType: row.ObjType,
        CardCode: row.CardCode,
        Frequency: row.Frequency,
        Lines: row.Lines,
        DueDate,
      });
  }
  return due.sort((a, b) => a.DueDate.localeCompare(b.DueDate) || a.TemplateId - b.TemplateId);
}

/** Whether a date is one of the template's due dates up to today (a date it never fell on cannot be run). */
export const fallsDue = (schedule: RecurringSchedule, date: string, today: string) =>
  date <= today && dueDates(schedule, date, date).length === 1;
