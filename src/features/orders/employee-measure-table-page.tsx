import { useEffect, useState } from 'react';
import { Alert, Box, Button, Container, Group, Modal, Text } from '@mantine/core';
import { PageHeader } from '@/ui/page-header';
import { DataTable, pageOf } from '@/ui/data-table';
import { notify } from '@/ui/notify';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { useNavigate, useParams } from 'react-router-dom';
import { failureText } from '@/api/api-error';
import { deleteEmployee, editEmployee, getEmployeeMeasureInfo, getEmployeeMeasureList, orderKeys } from '@/api/orders';
import { EMPLOYEE_PAGE_SIZE_DEFAULT, EMPLOYEE_PAGE_SIZES } from '@/domain/orders/cart';
import type { EmployeeRecord } from '@/domain/orders/wire';
import { EditEmployeeDialog, EmployeeDetailDialog, EmployeePrintTable, type EmployeePatch } from './components/employee-dialogs';
import { useEmployeeColumns } from './components/use-employee-columns';

/**
 * Spec 1 §2 employee measurement table of a team order (params id and order_num): company, print,
 * the employees with their configuration, a detail dialog, paging (5 by default), and modify /
 * delete while the order is still in the cart (status 1).
 */
export function EmployeeMeasureTablePage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(EMPLOYEE_PAGE_SIZE_DEFAULT);
  const [detail, setDetail] = useState<EmployeeRecord | null>(null);
  const [editing, setEditing] = useState<EmployeeRecord | null>(null);
  const [printing, setPrinting] = useState(false);

  const info = useQuery({ queryKey: [...orderKeys.employees(id), 'info'], queryFn: () => getEmployeeMeasureInfo(id), retry: false });
  const list = useQuery({ queryKey: orderKeys.employees(id), queryFn: () => getEmployeeMeasureList(id), retry: false });
  const rows = list.data ?? [];
  const { pages, current, first, shown } = pageOf(rows, page, size);
  const editable = info.data?.editable ?? false;

  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: orderKeys.employees(id) }), qc.invalidateQueries({ queryKey: orderKeys.cart })]);
  const failed = (err: unknown) => notify.error(failureText(err, t('needsNetwork')));

  const save = useMutation({
    mutationFn: (p: { employee: EmployeeRecord; patch: EmployeePatch }) => editEmployee({ order_id: id, employee_id: p.employee.id, ...p.patch }),
    onSuccess: async () => {
      setEditing(null);
      notify.success(t('employees.saved'), { autoClose: 3000 });
      await refresh();
    },
    // A refusal shows in the dialog, on the field it names.
  });
  const remove = useMutation({
    mutationFn: (e: EmployeeRecord) => deleteEmployee(id, e.id),
    onSuccess: async () => {
      notify.success(t('employees.deleted'), { autoClose: 3000 });
      await refresh();
    },
    onError: failed,
  });

  // The print view renders every row, then the browser's print dialog opens.
  useEffect(() => {
    if (!printing) return;
    const timer = window.setTimeout(() => window.print(), 50);
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [printing]);

  const columns = useEmployeeColumns({ editable, onDetail: setDetail, onEdit: setEditing, onDelete: (e) => remove.mutate(e) });

  const error = info.error ?? list.error;
  return (
    <Container size="xl" py="lg">
      <PageHeader title={t('employees.title')}>
        <Group>
          <Button variant="light" onClick={() => setPrinting(true)} disabled={!rows.length}>
            {t('employees.print')}
          </Button>
          <Button variant="default" onClick={() => navigate(-1)}>
            {t('employees.back')}
          </Button>
        </Group>
      </PageHeader>
      {error && <Alert color="red">{failureText(error, t('needsNetwork'))}</Alert>}
      {info.data && (
        <Text mb="md">
          {t('employees.company')}: <b>{info.data.company_name || '—'}</b> · {info.data.order_num} · {t('detail.employees', { count: info.data.employee_count })}
        </Text>
      )}
      <DataTable
        rows={shown}
        rowKey={(e) => e.id}
        columns={columns}
        numbered={{ header: t('employees.no'), first }}
        testId="employee-table"
        rowProps={() => ({ 'data-testid': 'employee-row' })}
        loading={list.isPending}
        empty="—"
        paging={{
          page: current,
          pages,
          onPage: setPage,
          size: {
            value: size,
            options: EMPLOYEE_PAGE_SIZES,
            label: t('employees.pageSize'),
            onChange: (n) => {
              setSize(n);
              setPage(1);
            },
          },
        }}
      />
      <EmployeeDetailDialog employee={detail} onClose={() => setDetail(null)} />
      <EditEmployeeDialog orderId={id} employee={editing} onSave={(patch) => save.mutateAsync({ employee: editing!, patch })} onClose={() => setEditing(null)} />
      <Modal opened={printing} onClose={() => setPrinting(false)} fullScreen title={`${t('employees.title')} · ${info.data?.company_name ?? ''} · ${info.data?.order_num ?? ''}`}>
        <Box>
          <EmployeePrintTable rows={rows} />
        </Box>
      </Modal>
    </Container>
  );
}
