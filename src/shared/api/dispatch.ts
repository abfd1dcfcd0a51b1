import { z } from 'zod';
import {
  boundedText,
  decimalString,
  int4Key,
  int4KeyText,
  isoDate,
  nonNegativeDecimal,
  yesNoFlag,
} from '../wire/wire-formats';
import { documentPdfQuerySchema } from './document-pdf';
import { errorBodySchema, listCursorSchema, listEnvelopeSchema, resultCodeOk } from './envelopes';

/**
 * Dispatch (issue 23): deliveries (15) grouped into loads for a date, a vehicle and a driver. A
 * load is a dispatch note from the moment it is planned; "assignments" are the notes still
 * planned, where stops may be added, removed and reordered. SAP Business One has no such
 * object: its numbering series and relationship map know it by `dispatchObjectType`.
 *
 * Weights are kilograms and volumes cubic metres, from the items' SWeight1 and SVolume (per
 * inventory unit) times each line's Quantity × NumPerMsr.
 */
export const dispatchObjectType = 'ODSP';

/** P planned, L loaded, R on the road, C completed, X cancelled. */
export const dispatchStatuses = ['P', 'L', 'R', 'C', 'X'] as const;
export type DispatchStatus = (typeof dispatchStatuses)[number];
export const dispatchStatusSchema = z.enum(dispatchStatuses);

/** Statuses in which a note holds its deliveries, vehicle and driver (the database's partial unique indexes). */
export const activeDispatchStatuses: readonly DispatchStatus[] = ['P', 'L', 'R'];

/**
 * The moves a note's status may make, by the action's path segment: load (P → L), unload
 * (L → P), depart (L → R), complete (R → C, every stop recorded) and cancel (P or L → X, the
 * deliveries back among the open items).
 */
export const dispatchActions = {
  load: { from: ['P'], to: 'L' },
  unload: { from: ['L'], to: 'P' },
  depart: { from: ['L'], to: 'R' },
  complete: { from: ['R'], to: 'C' },
  cancel: { from: ['P', 'L'], to: 'X' },
} as const satisfies Record<string, { from: readonly DispatchStatus[]; to: DispatchStatus }>;
export type DispatchAction = keyof typeof dispatchActions;
export const dispatchActionSchema = z.enum(
  Object.keys(dispatchActions) as [DispatchAction, ...DispatchAction[]],
);

/** What a stop's proof of delivery said: pending until recorded, then delivered in full, partly, or refused. */
export const stopOutcomes = ['pending', 'delivered', 'partial', 'refused'] as const;
export type StopOutcome = (typeof stopOutcomes)[number];

/** The code printed as QR on the note and scanned at the gate (issue 24). */
export const dispatchScanCode = (DocNum: number) => `DSP-${DocNum}`;

// ---------------------------------------------------------------- open items

/**
 * What the open items list: deliveries (15) on no active note, and sales orders (17) marked ready
 * to dispatch (U_ReadyToDispatch) with quantity still open. An order is not a stop: the dispatcher
 * turns it into a delivery first (POST /dispatch/open-items/deliveries).
 */
export const openItemObjectTypes = ['15', '17'] as const;
export type OpenItemObjectType = (typeof openItemObjectTypes)[number];
export const openItemDocumentKinds = ['all', 'deliveries', 'orders'] as const;
export type OpenItemDocumentKind = (typeof openItemDocumentKinds)[number];

/** GET /dispatch/open-items: open deliveries on no active dispatch note, and orders marked ready. */
export const dispatchOpenItemsQuerySchema = z.strictObject({
  /** Which documents: both (the default), deliveries alone (what a load takes) or orders alone. */
  Documents: z.enum(openItemDocumentKinds).default('all'),
  /** The delivery's DocDueDate (the date the customer asked for) from and to. */
  DateFrom: isoDate.optional(),
  DateTo: isoDate.optional(),
  Territory: int4KeyText.optional(),
  /** A warehouse one of the delivery's lines ships from. */
  WhsCode: boundedText(8).optional(),
  CardCode: boundedText(15).optional(),
  /** A sales route of the logistics hub (issue 25); ignored until routes exist. */
  Route: int4KeyText.optional(),
});
export type DispatchOpenItemsQuery = z.input<typeof dispatchOpenItemsQuerySchema>;

export const dispatchOpenItemSchema = z.object({
  /** A delivery (15) or a sales order marked ready to dispatch (17). */
  ObjType: z.enum(openItemObjectTypes),
  DocEntry: z.number().int(),
  DocNum: z.number().int(),
  DocDate: isoDate,
  /** The requested date. */
  DocDueDate: isoDate,
  CardCode: z.string(),
  CardName: z.string(),
  ShipToCode: z.string().nullable(),
  /** The ship-to address as printed (several lines). */
  Address2: z.string().nullable(),
  Territory: z.number().int().nullable(),
  TerritoryName: z.string().nullable(),
  /** The warehouses the lines ship from, sorted (an order's open lines). */
  Warehouses: z.array(z.string()),
  /** Lines, weight and volume: a delivery's whole lines, an order's open quantities (OpenQty). */
  LineCount: z.number().int(),
  Weight: decimalString,
  Volume: decimalString,
  DocTotal: decimalString,
  DocCurrency: z.string(),
  /** Days since DocDate at today: how long the delivery has waited. */
  AgeDays: z.number().int(),
});
export type DispatchOpenItem = z.infer<typeof dispatchOpenItemSchema>;

export const dispatchOpenItemsAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ data: z.array(dispatchOpenItemSchema), total: z.number().int() }),
});

/** At most this many orders become deliveries in one request (each in its own transaction). */
export const openItemDeliveriesMax = 50;

/**
 * POST /dispatch/open-items/deliveries: one delivery (15) per order, copied from all its open
 * lines. `DocDate` is the deliveries' posting date (today when left out).
 */
export const openItemDeliveriesSchema = z.strictObject({
  Orders: z
    .array(int4Key)
    .min(1)
    .max(openItemDeliveriesMax)
    .refine((orders) => new Set(orders).size === orders.length, 'must not name an order twice'),
  DocDate: isoDate.optional(),
});
export type OpenItemDeliveries = z.input<typeof openItemDeliveriesSchema>;

/** What became of one order: its new delivery, or why it has none (the refusal as an error answers it). */
export const openItemDeliveryResultSchema = z.object({
  OrderEntry: z.number().int(),
  DeliveryEntry: z.number().int().optional(),
  DocNum: z.number().int().optional(),
  error: errorBodySchema.optional(),
});
export type OpenItemDeliveryResult = z.infer<typeof openItemDeliveryResultSchema>;

export const openItemDeliveriesAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ results: z.array(openItemDeliveryResultSchema) }),
});

// ---------------------------------------------------------------- notes

/** One stop: a delivery, in the order the vehicle reaches it. */
export const dispatchStopInputSchema = z.strictObject({ DeliveryEntry: int4Key });

/** POST /dispatch/notes: a planned load (an assignment). */
export const dispatchNoteCreateSchema = z.strictObject({
  DocDate: isoDate,
  VehicleCode: boundedText(20).min(1),
  DriverCode: int4Key,
  Series: int4Key.optional(),
  Comments: boundedText(254, { multiline: true }).optional(),
  /** Stops in order; a load may start empty and fill in the assignments screen. */
  Stops: z.array(dispatchStopInputSchema).max(200).default([]),
  /**
   * Why the load may exceed the vehicle's weight or volume capacity; without it such a load is
   * refused (409 CAPACITY_EXCEEDED with the figures).
   */
  OverrideReason: boundedText(254).min(1).optional(),
});
export type DispatchNoteCreate = z.input<typeof dispatchNoteCreateSchema>;

/**
 * PATCH /dispatch/notes/{DocEntry}: a planned note only. `Stops`, when given, is the whole new
 * order (stops left out are released). `version` is the note's, 409 when stale.
 */
export const dispatchNoteUpdateSchema = z.strictObject({
  version: z.number().int().min(0),
  DocDate: isoDate.optional(),
  VehicleCode: boundedText(20).min(1).optional(),
  DriverCode: int4Key.optional(),
  Comments: boundedText(254, { multiline: true }).nullable().optional(),
  Stops: z.array(dispatchStopInputSchema).max(200).optional(),
  OverrideReason: boundedText(254).min(1).nullable().optional(),
});
export type DispatchNoteUpdate = z.input<typeof dispatchNoteUpdateSchema>;

/** POST /dispatch/notes/{DocEntry}/{action} */
export const dispatchActionParamsSchema = z.strictObject({
  DocEntry: int4KeyText,
  action: dispatchActionSchema,
});
export const dispatchActionBodySchema = z.strictObject({ version: z.number().int().min(0) });

export const dispatchNoteParamsSchema = z.strictObject({ DocEntry: int4KeyText });

export const dispatchStopLineSchema = z.object({
  /** The delivery line (DLN1 LineNum). */
  LineNum: z.number().int(),
  ItemCode: z.string(),
  ItemName: z.string(),
  WhsCode: z.string(),
  unitMsr: z.string().nullable(),
  Quantity: decimalString,
  /** Null until the stop's proof of delivery is recorded. */
  DeliveredQty: decimalString.nullable(),
  /** Quantity − DeliveredQty once recorded: what comes back as a return line. */
  ReturnQty: decimalString,
  Weight: decimalString,
  Volume: decimalString,
});
export type DispatchStopLine = z.infer<typeof dispatchStopLineSchema>;

export const dispatchStopSchema = z.object({
  StopNum: z.number().int(),
  DeliveryEntry: z.number().int(),
  DeliveryNum: z.number().int(),
  DeliveryDueDate: isoDate,
  CardCode: z.string(),
  CardName: z.string(),
  ShipToCode: z.string().nullable(),
  Address2: z.string().nullable(),
  TerritoryName: z.string().nullable(),
  Weight: decimalString,
  Volume: decimalString,
  Outcome: z.enum(stopOutcomes),
  ReceiverName: z.string().nullable(),
  /** When the receiver signed (ISO date-time with offset). */
  DeliveredAt: z.string().nullable(),
  PodNote: z.string().nullable(),
  /** The dispatch return its partial or refused quantities made, if any. */
  ReturnEntry: z.number().int().nullable(),
  Lines: z.array(dispatchStopLineSchema),
});
export type DispatchStop = z.infer<typeof dispatchStopSchema>;

export const dispatchNoteHeaderSchema = z.object({
  DocEntry: z.number().int(),
  DocNum: z.number().int(),
  Series: z.number().int(),
  DocDate: isoDate,
  Status: dispatchStatusSchema,
  VehicleCode: z.string(),
  VehicleName: z.string(),
  PlateNum: z.string(),
  DriverCode: z.number().int(),
  DriverName: z.string(),
  StopCount: z.number().int(),
  Weight: decimalString,
  Volume: decimalString,
  CapacityKg: decimalString,
  CapacityM3: decimalString,
  OverrideReason: z.string().nullable(),
  Comments: z.string().nullable(),
  ScanCode: z.string(),
  LoadedAt: z.string().nullable(),
  DepartedAt: z.string().nullable(),
  CompletedAt: z.string().nullable(),
  CancelledAt: z.string().nullable(),
  UserSign: z.number().int().nullable(),
  version: z.number().int(),
});
export type DispatchNoteHeader = z.infer<typeof dispatchNoteHeaderSchema>;

export const dispatchNoteSchema = dispatchNoteHeaderSchema.extend({ Stops: z.array(dispatchStopSchema) });
export type DispatchNote = z.infer<typeof dispatchNoteSchema>;

export const dispatchNoteAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: dispatchNoteSchema,
});

/** GET /dispatch/notes: newest DocDate first, a page at a time. */
export const dispatchNoteListQuerySchema = z.strictObject({
  /** One or more statuses, comma-separated (P,L for the assignments screen). */
  Status: z
    .string()
    .regex(/^[PLRCX](,[PLRCX])*$/, 'must be statuses such as P,L')
    .optional(),
  DateFrom: isoDate.optional(),
  DateTo: isoDate.optional(),
  VehicleCode: boundedText(20).optional(),
  DriverCode: int4KeyText.optional(),
  /** A delivery on the note. */
  DeliveryEntry: int4KeyText.optional(),
  DocNum: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  Top: z.coerce.number().int().min(1).max(500).default(50),
  after: listCursorSchema.optional(),
});
export type DispatchNoteListQuery = z.input<typeof dispatchNoteListQuerySchema>;

export const dispatchNoteListAnswerSchema = listEnvelopeSchema(dispatchNoteHeaderSchema);

/** GET /dispatch/notes/{DocEntry}/pdf */
export const dispatchNotePdfQuerySchema = documentPdfQuerySchema;

// ---------------------------------------------------------------- proof of delivery

/**
 * POST /dispatch/notes/{DocEntry}/stops/{StopNum}/delivery: the stop's proof of delivery, on a
 * note on the road. Lines left out were delivered in full; a quantity below the line's makes a
 * return line (a refused stop: every line 0). Recording again replaces the previous record while
 * its return is not yet posted.
 */
export const stopDeliveryParamsSchema = z.strictObject({
  DocEntry: int4KeyText,
  StopNum: int4KeyText,
});
export const stopDeliverySchema = z.strictObject({
  version: z.number().int().min(0),
  ReceiverName: boundedText(100).min(1).optional(),
  /** When the goods were handed over; now when left out. */
  DeliveredAt: z.iso.datetime({ offset: true }).optional(),
  Note: boundedText(254, { multiline: true }).optional(),
  Lines: z
    .array(z.strictObject({ LineNum: z.number().int().min(0), DeliveredQty: nonNegativeDecimal() }))
    .max(500)
    .default([]),
});
export type StopDelivery = z.input<typeof stopDeliverySchema>;

// ---------------------------------------------------------------- returns

/**
 * A dispatch return: what a stop brought back (O open until the warehouse posts it as a return,
 * 16, against the delivery; C posted). One per stop with a partial or refused quantity.
 */
export const dispatchReturnLineSchema = z.object({
  LineNum: z.number().int(),
  ItemCode: z.string(),
  ItemName: z.string(),
  WhsCode: z.string(),
  unitMsr: z.string().nullable(),
  Quantity: decimalString,
  /** The sales order line the delivery line came from, when there was one. */
  OrderEntry: z.number().int().nullable(),
  OrderNum: z.number().int().nullable(),
  /** Y when posting restored the order line's open quantity for a new delivery. */
  Redelivered: yesNoFlag,
});
export type DispatchReturnLine = z.infer<typeof dispatchReturnLineSchema>;

export const dispatchReturnSchema = z.object({
  ReturnEntry: z.number().int(),
  Status: z.enum(['O', 'C']),
  DispatchEntry: z.number().int(),
  DispatchNum: z.number().int(),
  StopNum: z.number().int(),
  DeliveryEntry: z.number().int(),
  DeliveryNum: z.number().int(),
  CardCode: z.string(),
  CardName: z.string(),
  /** The stop's proof of delivery note: why it came back. */
  Reason: z.string().nullable(),
  CreatedAt: z.string(),
  /** The return document (16) posting made. */
  SalesReturnEntry: z.number().int().nullable(),
  SalesReturnNum: z.number().int().nullable(),
  PostedAt: z.string().nullable(),
  Lines: z.array(dispatchReturnLineSchema),
});
export type DispatchReturn = z.infer<typeof dispatchReturnSchema>;

export const dispatchReturnListQuerySchema = z.strictObject({
  Status: z.enum(['O', 'C']).optional(),
  CardCode: boundedText(15).optional(),
  DispatchEntry: int4KeyText.optional(),
  Top: z.coerce.number().int().min(1).max(500).default(50),
  after: listCursorSchema.optional(),
});
export const dispatchReturnListAnswerSchema = listEnvelopeSchema(dispatchReturnSchema);
export const dispatchReturnParamsSchema = z.strictObject({ ReturnEntry: int4KeyText });
export const dispatchReturnAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: dispatchReturnSchema,
});

/**
 * POST /dispatch/returns/{ReturnEntry}/post: the goods are back; post the return (16) based on
 * the delivery lines, stock into each line's warehouse (or the one named). Lines whose
 * `Redeliver` is Y put their quantity back on the sales order line's open quantity (reopening
 * the order and its commitment) so it can be delivered again.
 */
export const dispatchReturnPostSchema = z.strictObject({
  DocDate: isoDate.optional(),
  Lines: z
    .array(
      z.strictObject({
        LineNum: z.number().int().min(0),
        WhsCode: boundedText(8).optional(),
        Redeliver: yesNoFlag.default('N'),
      }),
    )
    .max(500)
    .default([]),
});
export type DispatchReturnPost = z.input<typeof dispatchReturnPostSchema>;

// ---------------------------------------------------------------- dashboard

/** GET /dispatch/dashboard?Date=: the dispatcher's day and week at a glance. */
export const dispatchDashboardQuerySchema = z.strictObject({ Date: isoDate.optional() });

export const dispatchDashboardSchema = z.object({
  Date: isoDate,
  /** Notes dated Date, by status. */
  today: z.record(dispatchStatusSchema, z.number().int()),
  /** The seven days from Date's Monday: notes per day and status. */
  week: z.array(z.object({ Date: isoDate, counts: z.record(dispatchStatusSchema, z.number().int()) })),
  /** Completed stops of the last 30 days delivered on or before the delivery's due date. */
  onTime: z.object({ onTime: z.number().int(), late: z.number().int(), rate: decimalString.nullable() }),
  /** Open items by days waited: 0–1, 2–3, 4–7, 8 and more. */
  openItemsByAge: z.array(z.object({ bucket: z.enum(['0-1', '2-3', '4-7', '8+']), count: z.number().int() })),
  /** Each active vehicle's load on Date against its capacity. */
  vehicleUse: z.array(
    z.object({
      VehicleCode: z.string(),
      VehicleName: z.string(),
      CapacityKg: decimalString,
      Weight: decimalString,
      CapacityM3: decimalString,
      Volume: decimalString,
      Notes: z.number().int(),
    }),
  ),
  openReturns: z.number().int(),
});
export type DispatchDashboard = z.infer<typeof dispatchDashboardSchema>;
export const dispatchDashboardAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: dispatchDashboardSchema,
});
