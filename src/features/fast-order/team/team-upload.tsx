import { Button, Group, Text } from '@mantine/core';
import { ImportButton } from '@/data/import-button';
import { notify } from '@/ui/notify';
import { useTranslation } from '@/ui/i18n';
import { call, upload as uploadTo } from '@/api/http';
import { failureText } from '@/api/api-error';
import { templateLink, uploadTemplate } from '@/domain/fast-order/endpoints';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { staffFromImport, TEAM_UPLOAD_EXTENSIONS, type TeamUploadResult } from '@/domain/fast-order';
import { useOnline } from '@/sync/network';
import { useWarn } from '@/ui/use-warn';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { Staff } from '@/ordering/state/fast-order-state';
import { configToDomain } from '@/ordering/state/to-domain';
import { CompanyPeopleImport } from './company-people-import';

type TeamUploadProps = { index: CatalogueIndex };

/**
 * The Excel path of a team order (spec 2 §2.1, §7): download the template, upload one filled xls or
 * xlsx file; the server checks it and answers the staff per row (each placed into the
 * configuration its row names) or every row's error, which is listed here. Needs the network.
 */
export function TeamUpload({ index }: TeamUploadProps) {
  const { t, i18n } = useTranslation('ordering');
  const warn = useWarn();
  const online = useOnline();
  const { state, dispatch } = useFastOrder();

  const download = async () => {
    try {
      const { url } = await call(templateLink);
      window.location.assign(url);
    } catch (e) {
      warn({ key: 'serverMessage', params: { message: failureText(e, t('templateNeedsNetwork')) } });
    }
  };

  const upload = (file: File, skipInvalid = false) => {
    const form = new FormData();
    form.append('config_count', String(state.team.configs.length));
    if (skipInvalid) form.append('skip_invalid', '1');
    form.append('templateFile', file);
    return uploadTo(uploadTemplate, form);
  };

  const imported = (result: TeamUploadResult, file: File) => {
    const configs = state.team.configs.map((c) => configToDomain(index, i18n.language, c, state));
    const staffs: Staff[] = result.staffs.flatMap((person) => {
      const config = configs[person.config_index];
      if (!config) return [];
      const id = crypto.randomUUID();
      return [{ ...staffFromImport(index.snapshot, person, config, id), id, config_id: String(config.id) }];
    });
    dispatch({ type: 'addStaffs', staffs, upload: { file_name: file.name, size_template: result.size_template } });
    const skipped = result.skipped_rows ?? 0;
    notify.success(skipped ? t('fast_order:upload_ok_skipped', { count: result.count, skipped }) : t('fast_order:upload_ok'), { autoClose: 2500 });
  };

  return (
    <div>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => void download()} disabled={!online} data-testid="template-download">
          {t('team.downloadTemplate')}
        </Button>
        <ImportButton
          label={t('team.uploadTemplate')}
          extensions={TEAM_UPLOAD_EXTENSIONS}
          wrongType={t('fast_order:upload_extension')}
          offline={t('team.uploadNeedsNetwork')}
          failed={t('fast_order:upload_failed')}
          precheck={() => (state.team.configs.length ? null : t('fast_order:config_empty'))}
          upload={(file) => upload(file)}
          uploadValid={(file) => upload(file, true)}
          onImported={imported}
          size="xs"
          testId="template-upload"
        />
        <CompanyPeopleImport index={index} />
        {state.team.upload && (
          <Text size="xs" c="dimmed" data-testid="uploaded-file">
            {state.team.upload.file_name}
          </Text>
        )}
      </Group>
    </div>
  );
}
