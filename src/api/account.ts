import type { z } from 'zod';
import type { ChangePasswordSchema, ChangePayPasswordSchema, EditInfoSchema, ModuleListResult, ProfileAnswer } from '@/domain/account/contract';
import { ACCOUNT_PATHS } from '@/domain/account/paths';
import type { ExchangeRate } from '@/domain/shared/money';
import { apiGet, apiPost } from './http';

export const getProfile = () => apiGet<ProfileAnswer>(ACCOUNT_PATHS.profile);

export const editInfo = (input: z.input<typeof EditInfoSchema>) => apiPost<ProfileAnswer>(ACCOUNT_PATHS.editInfo, input);

export const changePassword = (input: z.input<typeof ChangePasswordSchema>) => apiPost<null>(ACCOUNT_PATHS.changePassword, input);

export const changePayPassword = (input: z.input<typeof ChangePayPasswordSchema>) => apiPost<null>(ACCOUNT_PATHS.changePayPassword, input);

export const getModuleList = () => apiGet<ModuleListResult>(ACCOUNT_PATHS.moduleList);

export const editModuleList = (module_names: string[]) => apiPost<ModuleListResult>(ACCOUNT_PATHS.editModuleList, { module_names });

export const getExchangeRate = () => apiGet<ExchangeRate | null>(ACCOUNT_PATHS.exchangeRate);
