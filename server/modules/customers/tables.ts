/** Table types of migration 0010_customers, merged into the shared Database interface. */
import type { ColumnType, Generated } from 'kysely';
import type { Numeric, Timestamp, WithDefault } from '../../db/columns';

export type CustomersTable = {
  id: Generated<number>;
  owner_id: number;
  truename: string;
  gender_id: WithDefault<number>;
  mobilephone: string;
  height: Numeric;
  weight: Numeric;
  /** date: written as 'YYYY-MM-DD'; read through to_char (the drivers disagree on a date's type). */
  birthday: ColumnType<string | null, string | null | undefined, string | null>;
  company_name: WithDefault<string>;
  address: WithDefault<string>;
  remark: WithDefault<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type CustomerCompaniesTable = {
  id: Generated<number>;
  owner_id: number;
  name: string;
  contact: WithDefault<string>;
  tel: WithDefault<string>;
  address: WithDefault<string>;
  remark: WithDefault<string>;
  logo: WithDefault<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type CompanyPeopleTable = {
  id: Generated<number>;
  company_id: number;
  truename: string;
  gender_id: number;
  height: Numeric;
  weight: Numeric;
  department_name: WithDefault<string>;
  remark: WithDefault<string>;
  created_at: Timestamp;
};

export type CustomerAddressesTable = {
  id: Generated<number>;
  owner_id: number;
  client_type: number;
  client_id: number;
  name: string;
  mobilephone: string;
  country: WithDefault<string>;
  province_id: number;
  city_id: number;
  district_id: number;
  address: string;
  is_default: WithDefault<number>;
  address_type: WithDefault<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

declare module '../../db/schema' {
  interface Database {
    customers: CustomersTable;
    customer_companies: CustomerCompaniesTable;
    company_people: CompanyPeopleTable;
    customer_addresses: CustomerAddressesTable;
  }
}
