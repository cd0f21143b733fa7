/**
 * The deep payload the screen sends (spec 2 §3 "Deep order"), built from the fast individual order
 * its garments make (the screen builds that with the fast order's own builder) and the deep
 * flow's own choices. The inverse of `fastOrderOf` (./prepare.ts), which the server reads it back
 * with: type-3 techniques go to bom_info, the customer fields are flat, the factory's fabric is
 * named by id and the customer's is described.
 */
import type { CatalogueIndex } from '../catalogue/lookup';
import type { FastIndividualPayload } from '../fast-order/payload';
import { DEEP_FABRIC_SUPPLY, type DeepCustomerFabric, type DeepOrderPayload } from './contract';

export type DeepExtras = {
  series_id: number;
  /** The customer's fabric (fabric step type 2), or null for the factory's. */
  customer_fabric: Omit<DeepCustomerFabric, 'fabric_num' | 'composition' | 'parcel_id'> | null;
  /** The customer form's 其他要求. */
  other_requirement: string;
  /** The measurement page's remark. */
  measure_remark: string;
  image_3d: string;
};

export function buildDeepPayload(idx: CatalogueIndex, fast: FastIndividualPayload, extras: DeepExtras): DeepOrderPayload {
  const u = fast.user_info;
  const fabric = fast.fabric_info;
  const customer = extras.customer_fabric !== null;
  const fabricId = customer ? undefined : idx.fabric.get(fabric.fabric_num)?.id;
  return {
    series_id: extras.series_id,
    category_id: fast.category_array[0]?.category_id ?? 0,
    process_id: fast.process_id,
    fabric_type_id: customer ? DEEP_FABRIC_SUPPLY.customer : DEEP_FABRIC_SUPPLY.factory,
    ...(fabricId ? { fabric_id: fabricId } : {}),
    ...(extras.customer_fabric
      ? { fabric_info: { ...extras.customer_fabric, fabric_num: fabric.fabric_num, composition: fabric.composition, parcel_id: fabric.parcel_id ?? null } }
      : {}),
    customer_id: u.customer_id ?? null,
    user_name: u.user_name,
    user_sex: u.user_sex,
    user_height: u.user_height,
    user_weight: u.user_weight,
    user_mobilephone: u.user_mobilephone,
    user_address: u.user_address,
    user_ic: u.user_ic,
    user_company_name: u.user_company_name,
    other_requirement: extras.other_requirement.trim(),
    user_remark: extras.measure_remark.trim(),
    delivery_date: u.delivery_date,
    special_shape: fast.special_shape,
    payamount: 0,
    '3d_image': extras.image_3d,
    category_array: fast.category_array.map((c) => ({
      ...c,
      tech_info: c.tech_info.filter((t) => idx.technique.get(t.id)?.type_id !== 3),
      bom_info: c.tech_info.filter((t) => idx.technique.get(t.id)?.type_id === 3),
    })),
  };
}
