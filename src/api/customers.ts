/** Customer management's calls (spec 3 §7, /customer_mgmt.index). */
import {
  CUSTOMER_PATHS,
  type Address,
  type AddressFields,
  type Area,
  type BodyInfo,
  type BusinessFields,
  type ClientFields,
  type ClientType,
  type Company,
  type CompanyPage,
  type ConsumerOrders,
  type CustomerPage,
  type CustomerRow,
  type EditionType,
  type ImportResult,
  type ListParams,
  type Modelings,
  type PeoplePage,
  type PersonFields,
} from '@/domain/customers/contract';
import { getToken } from '@/db/session';
import { downloadFile } from './download';
import { apiGet, apiPost, apiUpload } from './http';

type Id = { id: number };

export const customerKeys = {
  all: ['customers'] as const,
  individuals: (p: ListParams) => ['customers', 'individuals', p] as const,
  companies: (p: ListParams) => ['customers', 'companies', p] as const,
  customer: (id: number) => ['customers', 'customer', id] as const,
  company: (id: number) => ['customers', 'company', id] as const,
  people: (clientId: number, p: ListParams) => ['customers', 'people', clientId, p] as const,
  addresses: (clientType: number, clientId: number) => ['customers', 'addresses', clientType, clientId] as const,
  areas: (parentId: number) => ['customers', 'areas', parentId] as const,
  editions: ['customers', 'editions'] as const,
};

export const customersApi = {
  individuals: (p: ListParams) => apiGet<CustomerPage>(CUSTOMER_PATHS.consumerList, p),
  customer: (id: number) => apiGet<CustomerRow>(CUSTOMER_PATHS.basicInfo, { id }),
  addCustomer: (v: ClientFields) => apiPost<Id>(CUSTOMER_PATHS.addClient, v),
  editCustomer: (v: ClientFields & Id) => apiPost<Id>(CUSTOMER_PATHS.editClient, v),
  deleteCustomer: (id: number) => apiPost<Id>(CUSTOMER_PATHS.delClient, { id }),
  bodyInfo: (id: number) => apiGet<BodyInfo>(CUSTOMER_PATHS.bodyInfo, { id }),
  modelings: (id: number) => apiGet<Modelings>(CUSTOMER_PATHS.modelings, { id }),
  orders: (id: number) => apiGet<ConsumerOrders>(CUSTOMER_PATHS.consumerOrders, { id }),

  companies: (p: ListParams) => apiGet<CompanyPage>(CUSTOMER_PATHS.businessList, p),
  company: (id: number) => apiGet<Company>(CUSTOMER_PATHS.businessDetail, { id }),
  addCompany: (v: BusinessFields) => apiPost<Id>(CUSTOMER_PATHS.addBusiness, v),
  editCompany: (v: BusinessFields & Id) => apiPost<Id>(CUSTOMER_PATHS.editBusiness, v),
  deleteCompany: (id: number) => apiPost<Id>(CUSTOMER_PATHS.delBusiness, { id }),
  uploadLogo: (id: number, file: File) => {
    const form = new FormData();
    form.append('id', String(id));
    form.append('file', file);
    return apiUpload<Company>(CUSTOMER_PATHS.businessLogo, form);
  },

  people: (clientId: number, p: ListParams) => apiGet<PeoplePage>(CUSTOMER_PATHS.measuringUser, { ...p, client_id: clientId }),
  addPerson: (v: PersonFields, key: string) => apiPost<Id>(CUSTOMER_PATHS.addMeasuringUser, v, { idempotencyKey: key }),
  editPerson: (v: PersonFields & Id) => apiPost<Id>(CUSTOMER_PATHS.editMeasuringUser, v),
  deletePerson: (id: number) => apiPost<Id>(CUSTOMER_PATHS.delMeasuringUser, { id }),
  importPeople: (clientId: number, file: File, key: string, skipInvalid = false) => {
    const form = new FormData();
    form.append('client_id', String(clientId));
    form.append('name', file.name);
    if (skipInvalid) form.append('skip_invalid', '1');
    form.append('user_file', file);
    return apiUpload<ImportResult>(CUSTOMER_PATHS.importMeasuringUser, form, { idempotencyKey: key });
  },
  templateLink: () => apiGet<{ url: string }>(CUSTOMER_PATHS.downMeasuringUserTmpl),

  addresses: (clientType: ClientType, clientId: number) => apiGet<Address[]>(CUSTOMER_PATHS.addressList, { client_type: clientType, client_id: clientId }),
  areas: (parentId?: number) => apiPost<Area[]>(CUSTOMER_PATHS.area, parentId ? { parent_id: parentId } : {}),
  addAddress: (v: AddressFields) => apiPost<Id>(CUSTOMER_PATHS.addAddress, v),
  editAddress: (v: AddressFields & Id) => apiPost<Id>(CUSTOMER_PATHS.editAddress, v),
  setDefaultAddress: (id: number, isDefault: boolean) => apiPost<Id>(isDefault ? CUSTOMER_PATHS.setDefaultAddress : CUSTOMER_PATHS.cancelDefaultAddress, { id }),
  deleteAddress: (id: number) => apiPost<Id>(CUSTOMER_PATHS.delAddress, { id }),

  peopleToTask: (clientId: number, taskId: number, key: string) => apiPost<{ count: number }>(CUSTOMER_PATHS.peopleToTask, { client_id: clientId, task_id: taskId }, { idempotencyKey: key }),
  peopleFromTask: (clientId: number, taskId: number, key: string) => apiPost<{ count: number }>(CUSTOMER_PATHS.peopleFromTask, { client_id: clientId, task_id: taskId }, { idempotencyKey: key }),

  editions: () => apiGet<EditionType[]>(CUSTOMER_PATHS.editionType),
  exportSizes: (editionId: number, clientType: ClientType, lang: string) =>
    downloadFile(CUSTOMER_PATHS.exportUserSize, { json: { edition_id: editionId, client_type: clientType } }, getToken() ?? '', lang),
  exportPeople: (clientId: number, lang: string) => downloadFile(CUSTOMER_PATHS.exportMeasuringUser, { query: { client_id: clientId } }, getToken() ?? '', lang),
};
