-- The last statement of a payment's posting (issue 22), as number_document is a document's: takes
-- the series' next number, gives it to the payment and writes its audit row, sent with the COMMIT
-- in one message so the series row stays locked for this call and the commit only. A series
-- locked or used up since it was chosen raises EN001 and nothing is committed.
create or replace function number_payment(p_series integer, p_doc_entry integer,
  p_user_id integer, p_resource text, p_action text, p_after jsonb)
returns integer language plpgsql as $$
declare
  taken integer;
  kind text;
begin
  update numbering_series set next_number = next_number + 1, version = version + 1
    where series = p_series and locked = 'N' and (last_num is null or next_number <= last_num)
    returning next_number - 1 into taken;
  if taken is null then
    raise exception 'numbering series % gives no number', p_series using errcode = 'EN001';
  end if;
  update payments set doc_num = taken where doc_entry = p_doc_entry returning obj_type into kind;
  if not found then
    raise exception 'payment % is not there to number', p_doc_entry;
  end if;
  insert into audit_log (user_id, resource, record_key, action, before, after)
    values (p_user_id, p_resource, kind || '/' || p_doc_entry, p_action, null,
      jsonb_set(p_after, '{DocNum}', to_jsonb(taken)));
  return taken;
end
$$;
