/**
 * The English namespaces the first screen needs (sign-in and the shell): the rest waits for the
 * signed-in screens (see ../i18n). Named one by one, not globbed through ./bundle: the chunk then
 * imports nothing, so asking for it appends no modulepreload links in the entry's task and waits on
 * no second file (docs/speed.md).
 */
import common from '../../../locales/en/common.json';
import login from '../../../locales/en/login.json';

export const resources = { common, login };
