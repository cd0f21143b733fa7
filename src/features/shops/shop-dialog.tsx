import { NumberInput, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { ShopInput, type Shop, type ShopFields } from '@/domain/shops/contract';
import { FormDialog } from '@/data/form-dialog';

type Values = { shop_name: string; shop_number: string; truename: string; mobilephone: string; address: string; username: string; password: string; pay_password: string; money: number | string };

/** spec 3 §5 "Shop dialog": checked in this order, each with its own message. */
const ORDER = ['truename', 'mobilephone', 'address', 'username', 'password', 'pay_password', 'money'] as const;
const MESSAGE: Record<(typeof ORDER)[number], string> = {
  truename: 'contact_required',
  mobilephone: 'mobile_required',
  address: 'address_required',
  username: 'username_required',
  password: 'password_required',
  pay_password: 'pay_password_required',
  money: 'money_required',
};

const toInput = (v: Values): ShopFields => ({
  shop_name: v.shop_name.trim(),
  shop_number: v.shop_number.trim(),
  truename: v.truename.trim(),
  mobilephone: v.mobilephone.trim(),
  address: v.address.trim(),
  username: v.username.trim(),
  password: v.password,
  pay_password: v.pay_password,
  money: v.money === '' ? '' : String(v.money),
});

/** Add or edit a shop. On edit, empty passwords keep the old ones; a new credit moves the difference. */
export function ShopDialog({ opened, shop, onClose, onSave }: { opened: boolean; shop: Shop | null; onClose: () => void; onSave: (v: ShopFields) => Promise<unknown> }) {
  const { t } = useTranslation('shops');
  const label = (f: keyof Values) => t(`col.${f}`);
  return (
    <FormDialog<Values>
      opened={opened}
      onClose={onClose}
      title={t(shop ? 'edit' : 'add')}
      size="lg"
      initialValues={{
        shop_name: shop?.shop_name ?? '',
        shop_number: shop?.shop_number ?? '',
        truename: shop?.truename ?? '',
        mobilephone: shop?.mobilephone ?? '',
        address: shop?.address ?? '',
        username: shop?.username ?? '',
        password: '',
        pay_password: '',
        money: shop ? Number(shop.money) : '',
      }}
      validate={(v) => {
        // The first missing field in the spec's order, as the original checks them.
        for (const f of ORDER) {
          const empty = String(v[f]).trim() === '';
          const optional = shop !== null && (f === 'password' || f === 'pay_password');
          if ((empty && !optional) || (f === 'pay_password' && !empty && !/^\d{6}$/.test(v[f]))) return { [f]: t(MESSAGE[f]) };
        }
        return {};
      }}
      schema={ShopInput}
      toInput={toInput}
      label={label}
      needsNetwork={t('needs_network')}
      submitTestId="shop-save"
      onSubmit={(v) => onSave(toInput(v))}
    >
      {(form) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={label('shop_name')} maxLength={128} data-autofocus data-testid="shop-name" {...form.getInputProps('shop_name')} />
          <TextInput label={label('shop_number')} maxLength={32} {...form.getInputProps('shop_number')} />
          <TextInput label={label('truename')} withAsterisk maxLength={64} data-testid="shop-contact" {...form.getInputProps('truename')} />
          <TextInput label={label('mobilephone')} withAsterisk inputMode="tel" maxLength={11} data-testid="shop-mobile" {...form.getInputProps('mobilephone')} />
          <TextInput label={label('address')} withAsterisk maxLength={255} data-testid="shop-address" {...form.getInputProps('address')} />
          <TextInput label={label('username')} withAsterisk maxLength={64} data-testid="shop-username" {...form.getInputProps('username')} />
          <PasswordInput label={label('password')} withAsterisk={!shop} description={shop ? t('password_hint') : undefined} maxLength={128} autoComplete="new-password" data-testid="shop-password" {...form.getInputProps('password')} />
          <PasswordInput label={label('pay_password')} withAsterisk={!shop} description={shop ? t('password_hint') : t('pay_password_hint')} inputMode="numeric" maxLength={6} autoComplete="new-password" data-testid="shop-pay-password" {...form.getInputProps('pay_password')} />
          <NumberInput label={label('money')} withAsterisk description={t('money_hint')} min={0} max={99999999} decimalScale={2} hideControls leftSection="¥" data-testid="shop-money" {...form.getInputProps('money')} />
        </SimpleGrid>
      )}
    </FormDialog>
  );
}
