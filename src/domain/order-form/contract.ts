/**
 * The public order form (spec 3 §2, §3 "Order form data", §5 "Order form"): what a
 * visitor sends for a seller's region, and the seller's handling of the requests. Field names are
 * the spec's (fabricSource, fabricNum, custCompany, …, washLable as spelled there).
 */
import { z } from 'zod';
import { captchaCode } from '../shared/captcha';
import { DELIVERY_DATE_PAST, deliveryDateProblem } from '../shared/delivery-date';
import { calendarDate, decimal, int, page, size, text } from '../shared/fields';
import { PHONE_PATTERN } from '../shared/phone';


export const TRADEMARKS = ['none', 'bulk', 'dedicated'] as const;
export const FABRIC_LABELS = ['none', 'dedicated'] as const;
export const WASH_LABELS = ['name', 'model', 'code', 'serial', 'composition', 'person_name', 'company', 'department', 'fabric_number'] as const;
/** spec 3 §2: the form shows the first 7 body items of a category (and any other it requires, see body-items). */
export const FORM_BODY_ITEMS = 7;
export const REQUEST_STATUS = { pending: 1, accepted: 2, declined: 3 } as const;

const day = (message: string) => calendarDate(message);
const filled = (max: number, message: string) => text(max).refine((s) => s.length > 0, { message });
/** The day the garments are due: the shared delivery-date rule (today or later) of every order form. */
const deliveryDay = () => day('order_form:date_required').refine((d) => deliveryDateProblem(d) !== 'past', { message: DELIVERY_DATE_PAST });
/** The shop calls the visitor back about the order: a Chinese mobile number, as every phone of the app. */
const contactPhone = () =>
  z
    .string()
    .trim()
    .min(1, { message: 'order_form:phone_required' })
    .regex(PHONE_PATTERN, { message: 'field.phone_invalid' });

export const FormCategorySchema = z.object({
  category_id: int(1),
  modeling_id: int(1, undefined, 'order_form:modeling_required'),
  /** Outer or inner wear: how the garment is worn. */
  style: z.enum(['outer', 'inner']).default('outer'),
  size_info: z
    .array(z.object({ body_item_id: int(1), net_dimension: decimal(0, 300, 'order_form:net_min'), alter_value: decimal(-50, 50).default(0) }))
    // The first 7 and the required ones: a bound on the body, not the rule (checkFormSizes is).
    .max(20),
});

export const OrderFormSchema = z
  .object({
    fabricSource: int(0, 1, 'order_form:fabric_source_required'),
    fabricNum: filled(64, 'order_form:fabric_num_required'),
    custCompany: text(128).default(''),
    contactName: filled(32, 'order_form:contact_required'),
    mobilephone: contactPhone(),
    orderDate: day('order_form:date_required'),
    deliveryDate: deliveryDay(),
    storeName: text(64).default(''),
    measurer: text(32).default(''),
    remark: text(500).default(''),
    trademark: z.enum(TRADEMARKS, { message: 'order_form:trademark_required' }),
    fabricLabel: z.enum(FABRIC_LABELS, { message: 'order_form:fabric_label_required' }),
    washLable: z.array(z.enum(WASH_LABELS)).min(1, { message: 'order_form:wash_label_required' }).max(WASH_LABELS.length),
    categories: z.array(FormCategorySchema).min(1, { message: 'order_form:category_required' }).max(10),
  })
  .refine((f) => new Set(f.categories.map((c) => c.category_id)).size === f.categories.length, { message: 'order_form:category_exists', path: ['categories'] })
  .refine((f) => f.deliveryDate >= f.orderDate, { message: 'order_form:delivery_before_order', path: ['deliveryDate'] });
export type OrderForm = z.input<typeof OrderFormSchema>;
export type OrderFormValues = z.output<typeof OrderFormSchema>;

export const SubmitBody = z.object({ region_code: text(16), captcha_code: captchaCode(), form: OrderFormSchema });

/** A body item the form asks for: its names, whether the category requires it, and its net range (cm). */
export const FormBodyItemSchema = z.object({ id: z.number().int(), name: z.string(), name_en: z.string(), required: z.boolean(), min: z.number(), max: z.number() });
export type FormBodyItem = z.output<typeof FormBodyItemSchema>;

export const FormInfoSchema = z.object({
  shop_name: z.string(),
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      name_en: z.string(),
      editions: z.array(z.object({ id: z.number().int(), edition_number: z.string() })),
      body_items: z.array(FormBodyItemSchema),
    }),
  ),
});
export type FormInfo = z.output<typeof FormInfoSchema>;

export const RequestSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  form: z.record(z.string(), z.unknown()),
  decline_reason: z.string(),
  order_id: z.number().int().nullable(),
  order_num: z.string().nullable(),
  create_time: z.string(),
});
export type OrderRequest = Omit<z.output<typeof RequestSchema>, 'form'> & { form: OrderFormValues };
export const RequestsQuery = z.object({ status: int(0, 3).default(0), page: page(), size: size(100, 10) });
export const RequestPageSchema = z.object({ count: z.number().int(), list: z.array(RequestSchema) });

/** What the seller may change before accepting: the order's data, not the visitor's measurements. */
export const EditRequestBody = z.object({
  id: int(1),
  fabricSource: int(0, 1, 'order_form:fabric_source_required'),
  fabricNum: filled(64, 'order_form:fabric_num_required'),
  custCompany: text(128).default(''),
  deliveryDate: deliveryDay(),
  remark: text(500).default(''),
});
export const DeclineBody = z.object({ id: int(1), reason: filled(255, 'order_form:reason_required') });

export const FormInfoQuery = z.object({ region_code: text(16) });
export const AcceptBody = z.object({ id: z.number().int().positive().max(2147483647) });
export const AcceptAnswerSchema = z.object({ id: z.number().int(), order_id: z.number().int(), order_num: z.string() });
