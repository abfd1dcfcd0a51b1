import { type SQL, sql } from 'drizzle-orm';
import type { SalesTargetReportQuery, SalesTargetReportRow } from '../../../shared/api/sales-targets';
import type { Db } from '../../db/database';

/**
 * Targets against invoiced actuals in one query (issue 25). A target's actual is what its employee
 * invoiced in its period: A/R invoices (13) count, A/R credit memos (14) take back, drafts and
 * cancelled documents not at all. Value is each line's total (MainCurncy, before tax) less the
 * header discount's share; quantity is in inventory units (Quantity x NumPerMsr). A territory is
 * the customer's, an item group the item's, a channel the outlet's at the ship-to address.
 * `readable` is the caller's rules on SalesTarget as SQL over sales_targets.
 */
export async function salesTargetReport(
  db: Db,
  query: SalesTargetReportQuery,
  readable: SQL,
): Promise<SalesTargetReportRow[]> {
  const from = query.DateFrom ? sql`and sales_targets.to_date >= ${query.DateFrom}::date` : sql``;
  const to = query.DateTo ? sql`and sales_targets.from_date <= ${query.DateTo}::date` : sql``;
  const employee = query.SlpCode !== undefined ? sql`and sales_targets.slp_code = ${query.SlpCode}` : sql``;
  const { rows } = await db.execute<SalesTargetReportRow>(sql`
    with measured as (
      select sales_targets.*, coalesce((
        select sum(case when d.obj_type = '13' then 1 else -1 end
          * case when sales_targets.target_kind = 'Q' then l.quantity * l.num_per_msr
                 else l.line_total * (1 - d.disc_prcnt / 100) end)
        from documents d
        join document_lines l on l.obj_type = d.obj_type and l.doc_entry = d.doc_entry
        where d.obj_type in ('13', '14') and d.draft = 'N' and d.canceled = 'N'
          and d.slp_code = sales_targets.slp_code
          and d.doc_date between sales_targets.from_date and sales_targets.to_date
          and (sales_targets.territory is null or exists (select 1 from business_partners p
            where p.card_code = d.card_code and p.territory = sales_targets.territory))
          and (sales_targets.itms_grp_cod is null or exists (select 1 from items i
            where i.item_code = l.item_code and i.itms_grp_cod = sales_targets.itms_grp_cod))
          and (sales_targets.channel_code is null or exists (select 1 from partner_addresses a
            join outlets o on o.card_code = a.card_code and o.line_num = a.line_num
            where a.card_code = d.card_code and a.adres_type = 'S' and a.address = d.ship_to_code
              and o.channel_code = sales_targets.channel_code))
      ), 0) as actual
      from sales_targets
      where ${readable} ${from} ${to} ${employee}
    )
    select m.target_id as "TargetId", m.slp_code as "SlpCode", s.slp_name as "SlpName",
      m.territory as "Territory", t.descript as "TerritoryName",
      m.itms_grp_cod as "ItmsGrpCod", g.itms_grp_nam as "ItmsGrpNam", m.channel_code as "ChannelCode",
      to_char(m.from_date, 'YYYY-MM-DD') as "FromDate", to_char(m.to_date, 'YYYY-MM-DD') as "ToDate",
      m.target_kind as "TargetKind", trim_scale(m.target)::text as "Target",
      trim_scale(round(m.actual, 6))::text as "Actual",
      trim_scale(round(m.target - m.actual, 6))::text as "Gap",
      round(m.actual * 100 / m.target, 2)::text as "Percent"
    from measured m
    join sales_employees s on s.slp_code = m.slp_code
    left join territories t on t.territry_id = m.territory
    left join item_groups g on g.itms_grp_cod = m.itms_grp_cod
    order by m.from_date desc, s.slp_name, m.target_id`);
  return rows;
}
