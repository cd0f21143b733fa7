import * as E from '@/domain/account/endpoints';
import type { InputOf } from '@/domain/shared/endpoint';
import { call } from './http';

export const getProfile = () => call(E.profile);

export const editInfo = (input: InputOf<typeof E.editInfo>) => call(E.editInfo, input);

export const changePassword = (input: InputOf<typeof E.changePassword>) => call(E.changePassword, input);

export const changePayPassword = (input: InputOf<typeof E.changePayPassword>) => call(E.changePayPassword, input);

export const getModuleList = () => call(E.moduleList);

export const editModuleList = (module_names: string[]) => call(E.editModuleList, { module_names });

export const getExchangeRate = () => call(E.exchangeRate);
