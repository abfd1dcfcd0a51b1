/**
 * The create payload the editor would send for a copy of the stored row of `documents` in scope:
 * its partner, sales employee, reference, remarks and lines (item, quantity, unit price, discount,
 * warehouse, tax group, unit), as jsonb. One expression for a template made from a document and
 * for the demo's templates, so both hold what the documents' creation takes.
 */
export const copiedPayloadSql = `jsonb_strip_nulls(jsonb_build_object(
  'CardCode', documents.card_code, 'SlpCode', documents.slp_code, 'NumAtCard', documents.num_at_card,
  'Comments', documents.comments,
  'DocumentLines', (select jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
      'ItemCode', l.item_code, 'Quantity', trim_scale(l.quantity)::text,
      'UnitPrice', trim_scale(l.price_bef_di)::text, 'DiscountPercent', trim_scale(l.disc_prcnt)::text,
      'WarehouseCode', l.whs_code, 'VatGroup', l.vat_group, 'UomEntry', l.uom_entry)) order by l.line_num)
    from document_lines l where l.obj_type = documents.obj_type and l.doc_entry = documents.doc_entry)))`;
