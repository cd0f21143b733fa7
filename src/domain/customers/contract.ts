/**
 * Customer management's contract (spec 3 §3, §5, §7): the paths of its calls under
 * /customer_mgmt.index, the request schemas the server, the dialogs and the client calls share,
 * and the answers' shapes. A seller's individual customers (C-end, client_type 1) and company
 * customers (B-end, client_type 2), a company's measured people, and either kind's addresses.
 */
import { z } from 'zod';
import { calendarDateOrEmpty, decimal, fileBytes, int, page, phone, size, text } from '../shared/fields';


export const CLIENT_TYPE = { individual: 1, company: 2 } as const;
export type ClientType = (typeof CLIENT_TYPE)[keyof typeof CLIENT_TYPE];

/** spec 3 §9: the customer lists page 10 at a time; the company lists offer 10, 25, 50 and 100. */
export const CUSTOMER_PAGE_SIZE = 10;
export const COMPANY_PAGE_SIZES = [10, 25, 50, 100] as const;
/** A company logo: png or jpg, at most 2 MB. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const MAX_PEOPLE_IMPORT_ROWS = 5000;

const id = () => int(1);
/** Text that must not be empty, refused in the spec's own words (请输入姓名, not "truename：必填"). */
const filled = (max: number, message: string) => text(max).refine((s) => s.length > 0, { message });
const birthday = () => calendarDateOrEmpty();

export const IdBody = z.object({ id: id() });

/** How many rows a device may fetch at once to keep a whole customer list for offline reading. */
export const CUSTOMER_MIRROR_SIZE = 5000;

export const ListQuery = z.object({ keyword: text(64).optional(), page: page(), size: size(CUSTOMER_MIRROR_SIZE, CUSTOMER_PAGE_SIZE) });
export type ListParams = z.input<typeof ListQuery>;

/** add_client / edit_client (spec 3 §3 "Add and edit send …"; §5 individual customer dialog). */
export const ClientInput = z.object({
  truename: filled(32, 'customers:name_required'),
  gender_id: int(0, 2).default(0),
  mobilephone: phone(),
  height: decimal(1, 300, 'customers:height_number'),
  weight: decimal(1, 500, 'customers:weight_number'),
  birthday: birthday().default(''),
  company_name: text(128).default(''),
  address: filled(255, 'customers:delivery_address_required'),
  remark: text(500).default(''),
});
export type ClientFields = z.input<typeof ClientInput>;
export const EditClientInput = ClientInput.extend({ id: id() });

export const CustomerRowSchema = z.object({
  id: z.number().int(),
  cust_name: z.string(),
  gender: z.number().int(),
  age: z.number().int().nullable(),
  birthday: z.string(),
  height: z.number(),
  weight: z.number(),
  cust_company: z.string(),
  tel: z.string(),
  address: z.string(),
  remark: z.string(),
  create_time: z.string(),
});
export type CustomerRow = z.output<typeof CustomerRowSchema>;

/** spec 3 §7: the individual list answers total, current_page, per_page, data. */
export const CustomerPageSchema = z.object({
  total: z.number().int(),
  current_page: z.number().int(),
  per_page: z.number().int(),
  data: z.array(CustomerRowSchema),
});
export type CustomerPage = z.output<typeof CustomerPageSchema>;

const SizePartSchema = z.object({ part_name: z.string(), part_dimension: z.number().nullable(), alter: z.number().nullable() });

/** Body info: one category's net sizes from one paid order, newest first (spec 3 §3 "Body info"). */
export const BodyInfoSchema = z.array(
  z.object({
    category: z.string(),
    source: z.enum(['order']),
    order_num: z.string(),
    date: z.string(),
    size_info: z.array(SizePartSchema),
  }),
);
export type BodyInfo = z.output<typeof BodyInfoSchema>;

/** Pattern records: the garment sizes (with ease) an order was cut to. */
export const ModelingsSchema = z.array(
  z.object({
    style_num: z.string(),
    modeling: z.string(),
    size_num: z.string(),
    category: z.string(),
    order_num: z.string(),
    date: z.string(),
    garment_size: z.array(SizePartSchema),
    remark: z.string(),
  }),
);
export type Modelings = z.output<typeof ModelingsSchema>;

export const ConsumerOrdersSchema = z.array(
  z.object({
    id: z.number().int(),
    orderNo: z.string(),
    orderDate: z.string(),
    styleNum: z.string(),
    modeling: z.string(),
    sizeNum: z.string(),
    materialNo: z.string(),
    color: z.string(),
    status: z.string(),
    amount: z.string(),
  }),
);
export type ConsumerOrders = z.output<typeof ConsumerOrdersSchema>;

/** add_business / edit_business: spec 3 §7 sends name and remark; contact, phone and address fill the list's columns. */
export const BusinessInput = z.object({
  name: filled(128, 'customers:company_required'),
  contact: text(32).default(''),
  tel: z.union([z.literal(''), phone()]).default(''),
  address: text(255).default(''),
  remark: text(500).default(''),
});
export type BusinessFields = z.input<typeof BusinessInput>;
export const EditBusinessInput = BusinessInput.extend({ id: id() });

export const CompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact: z.string(),
  tel: z.string(),
  address: z.string(),
  remark: z.string(),
  logo: z.string().nullable(),
  people_count: z.number().int(),
  order_count: z.number().int(),
  order_amount: z.string(),
  create_time: z.string(),
  update_time: z.string(),
});
export type Company = z.output<typeof CompanySchema>;
export const CompanyPageSchema = z.object({ count: z.number().int(), list: z.array(CompanySchema) });
export type CompanyPage = z.output<typeof CompanyPageSchema>;

export const PeopleQuery = z.object({ client_id: id(), page: page(), size: size(CUSTOMER_MIRROR_SIZE, CUSTOMER_PAGE_SIZE), keyword: text(64).optional() });

/** add_measuring_user / edit_measuring_user (spec 3 §3 "Measured person", §5). */
export const PersonInput = z.object({
  client_id: id(),
  truename: filled(32, 'customers:person_name_required'),
  gender_id: int(1, 2, 'customers:gender_required'),
  height: decimal(0, 300, 'customers:height_number').default(0),
  weight: decimal(0, 500, 'customers:weight_number').default(0),
  department: text(64).default(''),
  remark: text(500).default(''),
});
export type PersonFields = z.input<typeof PersonInput>;
export const EditPersonInput = PersonInput.extend({ id: id() });

export const PersonSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  truename: z.string(),
  gender_id: z.number().int(),
  height: z.number(),
  weight: z.number(),
  department_name: z.string(),
  remark: z.string(),
});
export type CompanyPerson = z.output<typeof PersonSchema>;
export const PeoplePageSchema = z.object({ count: z.number().int(), list: z.array(PersonSchema) });
export type PeoplePage = z.output<typeof PeoplePageSchema>;

export const ImportResultSchema = z.object({ imported: z.number().int(), skipped_rows: z.number().int() });
export type ImportResult = z.output<typeof ImportResultSchema>;

export const ClientRef = z.object({ client_id: id(), client_type: int(1, 2) });

/** add_address / edit_address (spec 3 §3 "Address", §5): the region by its division codes. */
export const AddressInput = ClientRef.extend({
  name: filled(32, 'customers:consignee_required'),
  mobilephone: phone(),
  country: text(32).default('中国'),
  province: id(),
  city: id(),
  district: id(),
  address: filled(255, 'customers:address_detail_required'),
  address_type: int(1, 9).default(1),
  is_default: int(0, 1).default(0),
});
export type AddressFields = z.input<typeof AddressInput>;
export const EditAddressInput = AddressInput.extend({ id: id() });

export const AddressSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  client_type: z.number().int(),
  name: z.string(),
  mobilephone: z.string(),
  country: z.string(),
  province: z.number().int(),
  city: z.number().int(),
  district: z.number().int(),
  province_name: z.string(),
  city_name: z.string(),
  district_name: z.string(),
  address: z.string(),
  is_default: z.number().int(),
  address_type: z.number().int(),
});
export type Address = z.output<typeof AddressSchema>;

export const AreaBody = z.object({ parent_id: int(1).optional() });
export const AreaSchema = z.array(z.object({ id: z.number().int(), area_name: z.string(), parent_id: z.number().int() }));
export type Area = z.output<typeof AreaSchema>[number];

export const EditionTypeSchema = z.array(z.object({ id: z.number().int(), edition_number: z.string(), category: z.string() }));
export type EditionType = z.output<typeof EditionTypeSchema>[number];

export const ExportSizeBody = z.object({ edition_id: int(1, undefined, 'customers:pattern_required'), client_type: int(1, 2) });

/** people_to_task / people_from_task: the seller's company and one of the seller's measuring tasks. */
export const CompanyTaskBody = z.object({ client_id: id(), task_id: id() });
export const CompanyTaskAnswerSchema = z.object({ count: z.number().int() });

/** import_measuring_user is multipart: the sheet, its company, and whether to skip the wrong rows. */
export const ImportPeopleBody = z.object({
  client_id: int(1),
  user_file: fileBytes('customers:import_not_xlsx'),
  name: z.string().max(255).optional(),
  /** "1": import the correct rows of a sheet whose other rows are wrong (after the user saw them). */
  skip_invalid: z.enum(['0', '1']).default('0'),
});
/** A company's logo upload (multipart). */
export const LogoBody = z.object({ id: int(1), file: fileBytes('customers:logo_not_image') });
export const CompanyIdQuery = z.object({ client_id: int(1) });
export const TemplateLinkSchema = z.object({ url: z.string() });
/** lang=zh|en picks the template's headers' language. */
export const TemplateQuery = z.object({ lang: z.enum(['zh', 'en']).optional() });
export const AddressListSchema = z.array(AddressSchema);
