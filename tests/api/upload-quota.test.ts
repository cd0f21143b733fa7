import sharp from 'sharp';
import { expect, it } from 'vitest';
import { UPLOAD_BYTES_PER_DAY, UPLOADS_PER_DAY } from '../../server/modules/measuring/base64-image';
import { eachDatabase } from '../support/api';

const UPLOAD = '/common.index/upload_base64_file';

eachDatabase('upload quota', (s) => {
  const picture = async () => `data:image/png;base64,${(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } }).png().toBuffer()).toString('base64')}`;
  const userId = async (phone: string) => (await s().db.selectFrom('users').select('id').where('mobilephone', '=', phone).executeTakeFirstOrThrow()).id;
  /** What an account stored earlier today, as its upload records say. */
  const storedToday = async (phone: string, count: number, bytes: number) => {
    const id = await userId(phone);
    await s().db
      .insertInto('base64_uploads')
      .values(Array.from({ length: count }, (_, i) => ({ user_id: id, stored_name: `${phone}-${i}-${Math.random().toString(36).slice(2)}.png`, content_type: 'image/png', bytes: Math.ceil(bytes / count) })))
      .execute();
  };

  it("refuses an account's uploads past its daily count, in the caller's language, and not another account's", async () => {
    await storedToday('13800000004', UPLOADS_PER_DAY, 1000);
    const measurer = await s().login('13800000004');
    const zh = await s().call('POST', UPLOAD, { token: measurer, body: { file: await picture() }, lang: 'zh' });
    expect(zh.status).toBe(429);
    expect(zh.body).toMatchObject({ errcode: 40029, result: null });
    expect(zh.body.message).toBe(`今日上传已达 ${UPLOADS_PER_DAY} 个文件，请明天再试`);
    const en = await s().call('POST', UPLOAD, { token: measurer, body: { file: await picture() }, lang: 'en' });
    expect(en.body.message).toBe(`Today's upload limit of ${UPLOADS_PER_DAY} files is reached; please try again tomorrow`);
    // Another account is not held back, and yesterday's uploads do not count.
    const seller = await s().login('13800000001');
    expect((await s().call('POST', UPLOAD, { token: seller, body: { file: await picture() } })).body.errcode).toBe(0);
    await s().db.updateTable('base64_uploads').set({ created_at: new Date(Date.now() - 25 * 3600_000) }).where('user_id', '=', await userId('13800000004')).execute();
    expect((await s().call('POST', UPLOAD, { token: measurer, body: { file: await picture() } })).body.errcode).toBe(0);
  });

  it("refuses an account's uploads past its daily bytes", async () => {
    await storedToday('13800000007', 3, UPLOAD_BYTES_PER_DAY);
    const measurer = await s().login('13800000007');
    const res = await s().call('POST', UPLOAD, { token: measurer, body: { file: await picture() }, lang: 'en' });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(`Today's upload limit of ${UPLOAD_BYTES_PER_DAY / 1024 / 1024} MB is reached; please try again tomorrow`);
    const zh = await s().call('POST', UPLOAD, { token: measurer, body: { file: await picture() }, lang: 'zh' });
    expect(zh.body.message).toBe(`今日上传已达 ${UPLOAD_BYTES_PER_DAY / 1024 / 1024} MB，请明天再试`);
  });
});
