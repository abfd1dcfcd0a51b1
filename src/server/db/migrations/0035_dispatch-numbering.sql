-- The last statement of a dispatch note's creation (issue 23), as number_payment is a payment's:
-- takes the series' next number, gives it to the note with its scan code (the prefix comes from
-- the caller, dispatchScanCode in src/shared/api/dispatch.ts, so the format is written once) and
-- writes its audit row, sent with the COMMIT in one message so the series row stays locked for
-- this call and the commit only. A series locked or used up since it was chosen raises EN001 and
-- nothing is committed.
create or replace function number_dispatch_note(p_series integer, p_doc_entry integer, p_scan_prefix text,
  p_user_id integer, p_resource text, p_action text, p_after jsonb)
returns integer language plpgsql as $$
declare
  taken integer;
begin
  update numbering_series set next_number = next_number + 1, version = version + 1
    where series = p_series and locked = 'N' and (last_num is null or next_number <= last_num)
    returning next_number - 1 into taken;
  if taken is null then
    raise exception 'numbering series % gives no number', p_series using errcode = 'EN001';
  end if;
  update dispatch_notes set doc_num = taken, scan_code = p_scan_prefix || taken where doc_entry = p_doc_entry;
  if not found then
    raise exception 'dispatch note % is not there to number', p_doc_entry;
  end if;
  insert into audit_log (user_id, resource, record_key, action, before, after)
    values (p_user_id, p_resource, 'ODSP/' || p_doc_entry, p_action, null,
      jsonb_set(p_after, '{DocNum}', to_jsonb(taken)));
  return taken;
end
$$;
--> statement-breakpoint
-- A company made before dispatch notes gets their default series; a new database gets it from
-- the seed (or the company's setup), which runs after the migrations.
insert into numbering_series (series, object_code, series_name, initial_num, next_number, is_default)
select m.next, 'ODSP', 'Primary', 1, 1, 'Y' from (select coalesce(max(series), 0) + 1 as next from numbering_series) m
where exists (select 1 from company) and not exists (select 1 from numbering_series where object_code = 'ODSP');
