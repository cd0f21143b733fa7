import { Alert, Button, FileButton, Group, List, Text } from '@mantine/core';
import { notify } from '@/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/api-error';
import { apiGet, apiUpload } from '@/api/http';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { FAST_ORDER_PATHS, staffFromImport, TEAM_UPLOAD_EXTENSIONS, type TeamUploadResult, type TeamUploadRowError } from '@/domain/fast-order';
import { useOnline } from '@/sync/network';
import { useWarn } from '../api/use-rule-warning';
import { useFastOrder } from '../state/fast-order-context';
import type { Staff } from '../state/fast-order-state';
import { configToDomain } from '../state/to-domain';

type TeamUploadProps = { index: CatalogueIndex };

/**
 * The Excel path of a team order (spec 2 §2.1, §7): download the template, upload one filled xls or
 * xlsx file; the server checks it and answers the staff per row (each placed into the
 * configuration its row names) or every row's error, which is listed here. Needs the network.
 */
export function TeamUpload({ index }: TeamUploadProps) {
  const { t, i18n } = useTranslation('fast_purchase');
  const warn = useWarn();
  const online = useOnline();
  const { state, dispatch } = useFastOrder();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<TeamUploadRowError[]>([]);

  const download = async () => {
    try {
      const { url } = await apiGet<{ url: string }>(FAST_ORDER_PATHS.templateLink);
      window.location.assign(url);
    } catch (e) {
      warn({ key: 'serverMessage', params: { message: e instanceof Error ? e.message : String(e) } });
    }
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(TEAM_UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) return warn('fast_order:upload_extension');
    if (!state.team.configs.length) return warn('fast_order:config_empty');
    const form = new FormData();
    form.append('config_count', String(state.team.configs.length));
    form.append('templateFile', file);
    setBusy(true);
    setErrors([]);
    try {
      const result = await apiUpload<TeamUploadResult>(FAST_ORDER_PATHS.uploadTemplate, form);
      const configs = state.team.configs.map((c) => configToDomain(index, i18n.language, c, state));
      const staffs: Staff[] = result.staffs.flatMap((person) => {
        const config = configs[person.config_index];
        if (!config) return [];
        const id = crypto.randomUUID();
        return [{ ...staffFromImport(index.snapshot, person, config, id), id, config_id: String(config.id) }];
      });
      dispatch({ type: 'addStaffs', staffs, upload: { file_name: file.name, size_template: result.size_template } });
      notify.success(t('fast_order:upload_ok'), { autoClose: 2500 });
    } catch (e) {
      const rows = e instanceof ApiError ? ((e.result as { errors?: TeamUploadRowError[] } | null)?.errors ?? []) : [];
      setErrors(rows);
      notify.error(e instanceof ApiError && e.kind === 'rejected' ? e.message : t('fast_order:upload_failed'), { autoClose: 4000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => void download()} disabled={!online} data-testid="template-download">
          {t('team.downloadTemplate')}
        </Button>
        <FileButton onChange={(f) => void upload(f)} accept=".xls,.xlsx,.slsx">
          {(props) => (
            <Button {...props} size="xs" variant="light" loading={busy} disabled={!online} data-testid="template-upload">
              {t('team.uploadTemplate')}
            </Button>
          )}
        </FileButton>
        {state.team.upload && (
          <Text size="xs" c="dimmed" data-testid="uploaded-file">
            {state.team.upload.file_name}
          </Text>
        )}
      </Group>
      {errors.length > 0 && (
        <Alert color="red" variant="light" mt="xs" title={t('team.uploadErrors', { count: errors.length })} data-testid="upload-errors">
          <List size="xs" spacing={2}>
            {/* The server's message already says the row and column ("第 3 行 性别：…"), and nothing for a whole-file problem. */}
            {errors.slice(0, 50).map((e, i) => (
              <List.Item key={i}>{e.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </div>
  );
}
