import type { ModuleListResult, UserInfo } from '@/domain/account/user-info';
import { apiGet, apiPost } from './http';

export const getProfile = () => apiGet<{ user_info: UserInfo }>('/common.account/index');

export const editInfo = (input: { username: string; mobilephone: string }) =>
  apiPost<{ user_info: UserInfo }>('/common.account/edit_info', input);

export const changePassword = (input: { old_password: string; new_password: string }) =>
  apiPost<null>('/common.account/change_password', input);

export const changePayPassword = (input: { password: string; new_pay_password: string }) =>
  apiPost<null>('/common.account/change_pay_password', input);

export const getModuleList = () => apiGet<ModuleListResult>('/common.index/module_list');

export const editModuleList = (module_names: string[]) =>
  apiPost<ModuleListResult>('/common.index/edit_module_list', { module_names });
