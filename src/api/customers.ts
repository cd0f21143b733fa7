/** Customer management's calls (spec 3 §7, /customer_mgmt.index). */
import * as calls from '@/domain/customers/endpoints';
import { CUSTOMER_PATHS } from '@/domain/customers/paths';
import {
  type AddressFields,
  type BusinessFields,
  type ClientFields,
  type ClientType,
  type ListParams,
  type PersonFields,
} from '@/domain/customers/contract';
import { getToken } from '@/db/session';
import { downloadFile } from './download';
import { call, upload } from './http';

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
  individuals: (p: ListParams) => call(calls.consumerList, p),
  customer: (id: number) => call(calls.basicInfo, { id }),
  addCustomer: (v: ClientFields) => call(calls.addClient, v),
  editCustomer: (v: ClientFields & Id) => call(calls.editClient, v),
  deleteCustomer: (id: number) => call(calls.delClient, { id }),
  bodyInfo: (id: number) => call(calls.bodyInfo, { id }),
  modelings: (id: number) => call(calls.modelings, { id }),
  orders: (id: number) => call(calls.consumerOrders, { id }),

  companies: (p: ListParams) => call(calls.businessList, p),
  company: (id: number) => call(calls.businessDetail, { id }),
  addCompany: (v: BusinessFields) => call(calls.addBusiness, v),
  editCompany: (v: BusinessFields & Id) => call(calls.editBusiness, v),
  deleteCompany: (id: number) => call(calls.delBusiness, { id }),
  uploadLogo: (id: number, file: File) => {
    const form = new FormData();
    form.append('id', String(id));
    form.append('file', file);
    return upload(calls.businessLogo, form);
  },

  people: (clientId: number, p: ListParams) => call(calls.measuringUser, { ...p, client_id: clientId }),
  addPerson: (v: PersonFields, key: string) => call(calls.addMeasuringUser, v, { idempotencyKey: key }),
  editPerson: (v: PersonFields & Id) => call(calls.editMeasuringUser, v),
  deletePerson: (id: number) => call(calls.delMeasuringUser, { id }),
  importPeople: (clientId: number, file: File, key: string, skipInvalid = false) => {
    const form = new FormData();
    form.append('client_id', String(clientId));
    form.append('name', file.name);
    if (skipInvalid) form.append('skip_invalid', '1');
    form.append('user_file', file);
    return upload(calls.importMeasuringUser, form, { idempotencyKey: key });
  },
  templateLink: () => call(calls.downMeasuringUserTmpl),

  addresses: (clientType: ClientType, clientId: number) => call(calls.addressList, { client_type: clientType, client_id: clientId }),
  areas: (parentId?: number) => call(calls.area, parentId ? { parent_id: parentId } : {}),
  addAddress: (v: AddressFields) => call(calls.addAddress, v),
  editAddress: (v: AddressFields & Id) => call(calls.editAddress, v),
  setDefaultAddress: (id: number, isDefault: boolean) => call(isDefault ? calls.setDefaultAddress : calls.cancelDefaultAddress, { id }),
  deleteAddress: (id: number) => call(calls.delAddress, { id }),

  peopleToTask: (clientId: number, taskId: number, key: string) => call(calls.peopleToTask, { client_id: clientId, task_id: taskId }, { idempotencyKey: key }),
  peopleFromTask: (clientId: number, taskId: number, key: string) => call(calls.peopleFromTask, { client_id: clientId, task_id: taskId }, { idempotencyKey: key }),

  editions: () => call(calls.editionType),
  exportSizes: (editionId: number, clientType: ClientType, lang: string) =>
    downloadFile(CUSTOMER_PATHS.exportUserSize, { json: { edition_id: editionId, client_type: clientType } }, getToken() ?? '', lang),
  exportPeople: (clientId: number, lang: string) => downloadFile(CUSTOMER_PATHS.exportMeasuringUser, { query: { client_id: clientId } }, getToken() ?? '', lang),
};
