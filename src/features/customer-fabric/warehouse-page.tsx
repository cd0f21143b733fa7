import { useState } from 'react';
import { Alert, Button, Container, Group, NumberInput, Paper, Stack, TextInput } from '@mantine/core';
import { PageHeader } from '@/ui/page-header';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { Link } from 'react-router-dom';
import { failureText } from '@/api/api-error';
import { fabricApi, fabricKeys } from '@/api/customer-fabric';
import { IMAGE_MAX_BYTES, IMAGE_MAX_SIDE, ReceiveBody, ReturnBody, STOCK_STATUS, type ParcelDetail } from '@/domain/customer-fabric/contract';
import { FormDialog } from '@/data/form-dialog';
import { ImageUploads } from '@/data/image-uploads';
import { notify } from '@/ui/notify';
import { TouchContext, touchClass } from '@/ui/touch';
import { barcodeDetector, CodeScanner } from './components/code-scanner';
import { ParcelView, useUnit } from './components/parcel-view';

type Move = { metres: number | string; note: string; photo: string[] };

/**
 * The warehouse (warehouse_mgmt): a parcel is found by scanning its QR label with the
 * tablet's camera (or typing the code), received with the metres measured and a photo, and
 * metres are returned to the customer within the balance; the parcel's ledger shows every move.
 */
export function WarehousePage() {
  const { t } = useTranslation('customer_fabric');
  const qc = useQueryClient();
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [dialog, setDialog] = useState<'receive' | 'return' | null>(null);
  const parcel = useQuery({ queryKey: fabricKeys.code(code), queryFn: () => fabricApi.byCode(code), enabled: code !== '', retry: false });
  const show = (p: ParcelDetail) => qc.setQueryData(fabricKeys.code(code), p);
  const find = (c: string) => {
    setTyped(c);
    setCode(c.trim());
  };

  return (
    <TouchContext.Provider value={true}>
      <Container size="lg" py="lg" className={touchClass}>
        <PageHeader title={t('warehouse_title')}>
          <Button variant="default" component={Link} to="/home/materialSearch" data-testid="warehouse-materials">
            {t('material.title')}
          </Button>
        </PageHeader>
        <Paper withBorder p="md" radius="md" mb="md">
          <Group align="flex-end">
            <TextInput label={t('code')} style={{ flex: 1 }} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && find(typed)} data-testid="warehouse-code" />
            <Button onClick={() => find(typed)} data-testid="warehouse-find">
              {t('find')}
            </Button>
            <Button variant="light" onClick={() => (barcodeDetector() ? setScanning(true) : notify.warning(t('scan_unsupported')))} data-testid="warehouse-scan">
              {t('scan')}
            </Button>
          </Group>
        </Paper>
        {parcel.isError && (
          <Alert color="red" data-testid="warehouse-error">
            {failureText(parcel.error, t('needs_network'))}
          </Alert>
        )}
        {parcel.data && (
          <Paper withBorder p="md" radius="md">
            <Stack>
              <ParcelView parcel={parcel.data} />
              <Group justify="flex-end">
                {parcel.data.stock_status_id === STOCK_STATUS.inTransit ? (
                  <Button onClick={() => setDialog('receive')} data-testid="warehouse-receive">
                    {t('receive')}
                  </Button>
                ) : (
                  <Button variant="light" onClick={() => setDialog('return')} data-testid="warehouse-return">
                    {t('give_back')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Paper>
        )}
        {parcel.data && (
          <MoveDialog
            kind={dialog}
            parcel={parcel.data}
            onClose={() => setDialog(null)}
            onDone={(p) => {
              show(p);
              setDialog(null);
              void qc.invalidateQueries({ queryKey: fabricKeys.all, refetchType: 'none' });
            }}
          />
        )}
        <CodeScanner opened={scanning} onClose={() => setScanning(false)} onCode={(c) => (setScanning(false), find(c))} />
      </Container>
    </TouchContext.Provider>
  );
}

function MoveDialog({ kind, parcel, onClose, onDone }: { kind: 'receive' | 'return' | null; parcel: ParcelDetail; onClose: () => void; onDone: (p: ParcelDetail) => void }) {
  const { t } = useTranslation('customer_fabric');
  const unit = useUnit();
  const receiving = kind === 'receive';
  const toInput = (v: Move) => ({ id: parcel.id, metres: v.metres === '' ? Number.NaN : Number(v.metres), note: v.note.trim(), ...(receiving && v.photo[0] ? { photo: v.photo[0] } : {}) });
  return (
    <FormDialog<Move>
      opened={kind !== null}
      onClose={onClose}
      title={t(receiving ? 'receive' : 'give_back')}
      initialValues={{ metres: receiving ? Number(parcel.stock) : '', note: '', photo: [] }}
      schema={receiving ? ReceiveBody : ReturnBody}
      toInput={toInput}
      label={(f) => t(f === 'metres' ? 'measured' : `col.${f}`)}
      needsNetwork={t('needs_network')}
      submitTestId="move-save"
      onSubmit={async (v) => {
        const key = crypto.randomUUID();
        const done = receiving ? await fabricApi.receive(toInput(v), key) : await fabricApi.giveBack(toInput(v), key);
        notify.success(t(receiving ? 'received' : 'returned'));
        onDone(done);
      }}
    >
      {(form) => (
        <Stack gap="sm">
          <NumberInput label={receiving ? t('measured') : t('col.metres')} description={t('declared', { stock: parcel.stock, unit: unit(parcel.unit) })} withAsterisk min={0} max={100000} decimalScale={2} hideControls data-autofocus data-testid="move-metres" {...form.getInputProps('metres')} />
          {receiving && <ImageUploads label={t('photo')} max={1} maxBytes={IMAGE_MAX_BYTES} maxSide={IMAGE_MAX_SIDE} failed={t('upload_fabric_failed')} value={form.values.photo} onChange={(v) => form.setFieldValue('photo', v)} testId="move-photo" />}
          <TextInput label={t('col.note')} maxLength={255} {...form.getInputProps('note')} />
        </Stack>
      )}
    </FormDialog>
  );
}
