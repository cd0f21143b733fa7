/**
 * Technique groups, techniques, editions, the clash table, products and styles of the demo
 * catalogue. Written as data by garment kind, then expanded per category with stable ids, so a
 * rebuild always gives the same ids (the worker, the server and the tests rely on them).
 */
import type { Edition, Product, Style, TechClash, TechGroup, TechItem, Technique, TechTypeId } from '@/domain/catalogue/types';

type Option = [zh: string, en: string, priceYuan: number, extra?: Partial<Pick<Technique, 'allow_content' | 'allow_more' | 'items' | 'is_modifiable'>>];
type GroupDef = {
  zh: string;
  en: string;
  type: TechTypeId;
  special?: boolean;
  required?: boolean;
  options: Option[];
  onlyFor?: number[];
  /** Ids the spec fixes (3D cut variants 62-64, grading 80-82). */
  fixedIds?: number[];
  /** The option editions start with unless they say otherwise (default: the first). */
  defaultOption?: number;
};
type EditionDef = { code: string; zh: string; en: string; series: number; defaults?: string[]; clash?: string[]; offsets?: Record<number, number> };
type ClashDef = { owner: string; clash: string[]; relation?: string[]; zh: string; en: string };

const monogram: TechItem[] = [
  { item_name: '绣字内容', item_name_en: 'Monogram text', item_type: 1, content: '', photos: [] },
  {
    item_name: '字体',
    item_name_en: 'Font',
    item_type: 2,
    content: '',
    photos: [
      { name: '楷体', name_en: 'Regular script', target: 'font-kai' },
      { name: '英文花体', name_en: 'Script letters', target: 'font-script' },
      { name: '英文印刷体', name_en: 'Block letters', target: 'font-block' },
    ],
  },
  {
    item_name: '线色',
    item_name_en: 'Thread colour',
    item_type: 2,
    content: '',
    photos: [
      { name: '金色', name_en: 'Gold', target: 'thread-gold' },
      { name: '银色', name_en: 'Silver', target: 'thread-silver' },
      { name: '同色', name_en: 'Matching colour', target: 'thread-self' },
    ],
  },
];
const text = { allow_content: 1 as const, items: monogram };

const JACKET_GROUPS: GroupDef[] = [
  { zh: '门襟', en: 'Front', type: 1, required: true, options: [['单排两粒扣', 'Single-breasted, 2 buttons', 0], ['单排一粒扣', 'Single-breasted, 1 button', 0], ['单排三粒扣', 'Single-breasted, 3 buttons', 0], ['双排六粒扣', 'Double-breasted, 6 buttons', 80]] },
  { zh: '驳头', en: 'Lapel', type: 1, required: true, options: [['平驳头', 'Notch lapel', 0], ['戗驳头', 'Peak lapel', 50], ['青果领', 'Shawl collar', 80]] },
  { zh: '驳头宽', en: 'Lapel width', type: 1, options: [['驳头宽7.5cm', 'Lapel 7.5 cm', 0], ['驳头宽6.5cm', 'Lapel 6.5 cm', 0], ['驳头宽8.5cm', 'Lapel 8.5 cm', 0]] },
  { zh: '胸袋', en: 'Breast pocket', type: 1, options: [['手巾袋', 'Welt pocket', 0], ['船型手巾袋', 'Barchetta pocket', 30], ['无胸袋', 'No breast pocket', 0]] },
  { zh: '腰袋', en: 'Hip pockets', type: 1, required: true, options: [['有盖袋', 'Flap pockets', 0], ['双嵌线袋', 'Jetted pockets', 0], ['斜插有盖袋', 'Slanted flap pockets', 40], ['贴袋', 'Patch pockets', 40]] },
  { zh: '票袋', en: 'Ticket pocket', type: 1, options: [['无票袋', 'No ticket pocket', 0], ['有盖票袋', 'Flap ticket pocket', 30]] },
  { zh: '开衩', en: 'Vent', type: 1, options: [['双开衩', 'Side vents', 0], ['单开衩', 'Centre vent', 0], ['无开衩', 'No vent', 0]] },
  { zh: '袖扣', en: 'Sleeve buttons', type: 1, options: [['四粒叠扣', '4 kissing buttons', 0], ['四粒平扣', '4 spaced buttons', 0], ['真扣眼', 'Working buttonholes', 60]] },
  { zh: '剪裁', en: 'Cut', type: 1, onlyFor: [1], fixedIds: [62, 63, 64], options: [['标准剪裁', 'Standard cut', 0], ['收腰剪裁', 'Suppressed-waist cut', 0], ['直身剪裁', 'Straight cut', 0]] },
  { zh: '放码方式', en: 'Grading', type: 1, onlyFor: [1], fixedIds: [80, 81, 82], defaultOption: 1, options: [['合体放码', 'Fitted grading', 0], ['标准放码', 'Standard grading', 0], ['舒适放码', 'Comfort grading', 0]] },
  { zh: '里料', en: 'Lining', type: 2, required: true, options: [['全里', 'Full lining', 0], ['半里', 'Half lining', 0], ['无里', 'Unlined', 50]] },
  { zh: '内袋', en: 'Inside pockets', type: 2, options: [['两个内袋', '2 inside pockets', 0], ['三个内袋', '3 inside pockets', 0], ['四个内袋', '4 inside pockets', 20]] },
  { zh: '笔袋', en: 'Pen pocket', type: 2, options: [['无笔袋', 'No pen pocket', 0], ['有笔袋', 'Pen pocket', 10]] },
  { zh: '挂耳', en: 'Hanger loop', type: 2, options: [['布挂耳', 'Fabric loop', 0], ['链条挂耳', 'Chain loop', 15]] },
  { zh: '刺绣', en: 'Monogram', type: 2, options: [['无刺绣', 'No monogram', 0], ['内里绣字', 'Lining monogram', 50, text]] },
  { zh: '纽扣', en: 'Buttons', type: 3, required: true, options: [['树脂扣', 'Resin buttons', 0], ['牛角扣', 'Horn buttons', 120], ['金属扣', 'Metal buttons', 60]] },
  { zh: '里布', en: 'Lining fabric', type: 3, options: [['涤纶里布', 'Polyester lining', 0], ['铜氨丝里布', 'Cupro lining', 150], ['真丝里布', 'Silk lining', 300]] },
  { zh: '衬料', en: 'Canvas', type: 3, options: [['粘合衬', 'Fused interlining', 0], ['半毛衬', 'Half canvas', 400], ['全毛衬', 'Full canvas', 800]] },
  { zh: '特殊外观工艺', en: 'Special outer work', type: 1, special: true, options: [['手工锁眼', 'Hand-sewn buttonholes', 100], ['明线', 'Pick stitching', 60], ['撞色扣眼', 'Contrast buttonhole', 30]] },
  { zh: '特殊内部工艺', en: 'Special inner work', type: 2, special: true, options: [['撞色里布', 'Contrast lining', 80], ['定制内标', 'Custom label', 40, text]] },
  { zh: '特殊面料处理', en: 'Special fabric finish', type: 3, special: true, options: [['防水处理', 'Water-repellent finish', 120], ['防皱处理', 'Anti-crease finish', 80]] },
];

const JACKET_EDITIONS: EditionDef[] = [
  { code: 'XF', zh: '经典两粒扣', en: 'Classic two-button', series: 1 },
  { code: 'XS', zh: '修身版', en: 'Slim fit', series: 3, defaults: ['单排一粒扣', '驳头宽6.5cm', '双嵌线袋', '单开衩'], clash: ['双排六粒扣', '贴袋'], offsets: { 2: -2, 3: -3, 6: -1, 9: -2 } },
  { code: 'XK', zh: '宽松版', en: 'Relaxed fit', series: 4, defaults: ['单排三粒扣', '驳头宽8.5cm'], clash: ['驳头宽6.5cm'], offsets: { 2: 2, 3: 3, 6: 1, 9: 2 } },
  { code: 'XD', zh: '双排扣', en: 'Double-breasted', series: 2, defaults: ['双排六粒扣', '戗驳头', '驳头宽8.5cm', '无开衩'], clash: ['单排一粒扣', '单排两粒扣', '单排三粒扣', '青果领'] },
];

const JACKET_CLASHES: ClashDef[] = [
  { owner: '双排六粒扣', clash: ['青果领', '驳头宽6.5cm', '有盖票袋'], relation: ['戗驳头'], zh: '双排扣配戗驳头', en: 'Double-breasted fronts take peak lapels' },
  { owner: '青果领', clash: ['船型手巾袋', '驳头宽6.5cm'], zh: '青果领不配船型袋和窄驳头', en: 'Shawl collars take neither barchetta pockets nor narrow lapels' },
  { owner: '无里', clash: ['四个内袋', '有笔袋', '链条挂耳', '真丝里布', '铜氨丝里布', '撞色里布'], relation: ['两个内袋'], zh: '无里款无法承载多内袋与里布', en: 'An unlined jacket has no lining for pockets or lining fabric' },
  { owner: '贴袋', clash: ['有盖票袋', '船型手巾袋'], zh: '贴袋为休闲款', en: 'Patch pockets are casual' },
  { owner: '戗驳头', clash: ['驳头宽6.5cm'], zh: '戗驳头需宽驳头', en: 'Peak lapels need a wider lapel' },
  { owner: '斜插有盖袋', clash: ['贴袋'], relation: ['有盖票袋'], zh: '斜插袋配票袋', en: 'Slanted pockets come with a ticket pocket' },
  { owner: '防水处理', clash: ['真丝里布'], zh: '防水处理不适用真丝里布', en: 'A water-repellent finish does not suit silk lining' },
  { owner: '半里', clash: ['真丝里布', '四个内袋'], zh: '半里不支持真丝里布和四个内袋', en: 'A half lining takes neither silk lining nor four inside pockets' },
  { owner: '真扣眼', clash: ['四粒叠扣'], relation: ['四粒平扣'], zh: '真扣眼需平扣', en: 'Working buttonholes need spaced buttons' },
];

const TROUSER_GROUPS: GroupDef[] = [
  { zh: '裤腰', en: 'Waistband', type: 1, required: true, options: [['常规腰', 'Standard waistband', 0], ['侧调节扣', 'Side adjusters', 40], ['背带扣', 'Brace buttons', 30]] },
  { zh: '褶', en: 'Pleats', type: 1, options: [['无褶', 'Flat front', 0], ['单褶', 'Single pleat', 0], ['双褶', 'Double pleats', 20]] },
  { zh: '侧袋', en: 'Side pockets', type: 1, required: true, options: [['斜插袋', 'Slanted pockets', 0], ['直插袋', 'Seam pockets', 0], ['月牙袋', 'Curved pockets', 20]] },
  { zh: '后袋', en: 'Back pockets', type: 1, options: [['双嵌线双后袋', 'Two jetted back pockets', 0], ['双嵌线单后袋', 'One jetted back pocket', 0], ['无后袋', 'No back pocket', 0]] },
  { zh: '裤脚', en: 'Hem', type: 1, options: [['平脚', 'Plain hem', 0], ['翻脚', 'Turn-ups', 30]] },
  { zh: '腰里', en: 'Waistband lining', type: 2, options: [['普通腰里', 'Standard curtain', 0], ['防滑腰里', 'Non-slip curtain', 20]] },
  { zh: '膝绸', en: 'Knee lining', type: 2, options: [['无膝绸', 'No knee lining', 0], ['前膝绸', 'Front knee lining', 30]] },
  { zh: '拉链', en: 'Zip', type: 3, required: true, options: [['尼龙拉链', 'Nylon zip', 0], ['金属拉链', 'Metal zip', 20], ['纽扣门襟', 'Button fly', 60]] },
  { zh: '纽扣', en: 'Buttons', type: 3, options: [['树脂扣', 'Resin buttons', 0], ['牛角扣', 'Horn buttons', 60]] },
  { zh: '特殊外观工艺', en: 'Special outer work', type: 1, special: true, options: [['手工锁眼', 'Hand-sewn buttonholes', 60], ['裤线定型', 'Permanent crease', 40]] },
  { zh: '特殊内部工艺', en: 'Special inner work', type: 2, special: true, options: [['定制腰标', 'Custom waist label', 40, text]] },
  { zh: '特殊面料处理', en: 'Special fabric finish', type: 3, special: true, options: [['防水处理', 'Water-repellent finish', 80], ['防皱处理', 'Anti-crease finish', 60]] },
];
const TROUSER_EDITIONS: EditionDef[] = [
  { code: 'KX', zh: '经典直筒', en: 'Classic straight', series: 1 },
  { code: 'KS', zh: '修身锥形', en: 'Slim tapered', series: 3, defaults: ['直插袋', '双嵌线单后袋'], clash: ['双褶', '背带扣'], offsets: { 9: -2, 11: -2, 13: -2, 14: -2 } },
  { code: 'KH', zh: '高腰打褶', en: 'High-rise pleated', series: 2, defaults: ['背带扣', '双褶', '翻脚', '纽扣门襟'], clash: ['无褶'], offsets: { 12: 2, 9: 2 } },
];
const TROUSER_CLASHES: ClashDef[] = [
  { owner: '背带扣', clash: ['防滑腰里'], relation: ['纽扣门襟'], zh: '背带裤配纽扣门襟', en: 'Brace buttons come with a button fly' },
  { owner: '双褶', clash: ['直插袋'], relation: ['斜插袋'], zh: '双褶配斜插袋', en: 'Double pleats take slanted pockets' },
  { owner: '侧调节扣', clash: ['防滑腰里'], zh: '侧调节扣无需防滑腰里', en: 'Side adjusters need no non-slip curtain' },
  { owner: '翻脚', clash: ['月牙袋'], zh: '翻脚为正装款', en: 'Turn-ups are formal' },
  { owner: '防水处理', clash: ['前膝绸'], zh: '防水处理不配膝绸', en: 'A water-repellent finish does not suit knee lining' },
];

const VEST_GROUPS: GroupDef[] = [
  { zh: '门襟', en: 'Front', type: 1, required: true, options: [['五粒扣', '5 buttons', 0], ['六粒扣', '6 buttons', 0], ['双排扣', 'Double-breasted', 60]] },
  { zh: '领型', en: 'Neckline', type: 1, options: [['V领', 'V neck', 0], ['U领', 'U neck', 0], ['青果领', 'Shawl lapel', 40]] },
  { zh: '口袋', en: 'Pockets', type: 1, options: [['双嵌线袋', 'Jetted pockets', 0], ['有盖袋', 'Flap pockets', 0], ['四袋', 'Four pockets', 30]] },
  { zh: '下摆', en: 'Hem', type: 1, options: [['尖角下摆', 'Pointed hem', 0], ['平角下摆', 'Straight hem', 0]] },
  { zh: '后背', en: 'Back', type: 2, options: [['里布后背', 'Lining back', 0], ['面料后背', 'Self-fabric back', 80]] },
  { zh: '调节扣', en: 'Back adjuster', type: 2, options: [['有调节扣', 'Back adjuster', 0], ['无调节扣', 'No adjuster', 0]] },
  { zh: '纽扣', en: 'Buttons', type: 3, required: true, options: [['树脂扣', 'Resin buttons', 0], ['牛角扣', 'Horn buttons', 60], ['金属扣', 'Metal buttons', 40]] },
  { zh: '里布', en: 'Lining fabric', type: 3, options: [['涤纶里布', 'Polyester lining', 0], ['真丝里布', 'Silk lining', 150]] },
  { zh: '特殊外观工艺', en: 'Special outer work', type: 1, special: true, options: [['手工锁眼', 'Hand-sewn buttonholes', 60], ['明线', 'Pick stitching', 40]] },
  { zh: '特殊内部工艺', en: 'Special inner work', type: 2, special: true, options: [['撞色里布', 'Contrast lining', 50]] },
  { zh: '特殊面料处理', en: 'Special fabric finish', type: 3, special: true, options: [['防皱处理', 'Anti-crease finish', 50]] },
];
const VEST_EDITIONS: EditionDef[] = [
  { code: 'MJ', zh: '经典单排', en: 'Classic single-breasted', series: 1 },
  { code: 'MS', zh: '修身短款', en: 'Slim short', series: 4, defaults: ['六粒扣', '平角下摆'], clash: ['双排扣'], offsets: { 2: -2, 3: -2 } },
  { code: 'MD', zh: '礼服双排', en: 'Formal double-breasted', series: 2, defaults: ['双排扣', 'U领', '面料后背'], clash: ['五粒扣', '六粒扣'] },
];
const VEST_CLASHES: ClashDef[] = [
  { owner: '双排扣', clash: ['V领', '无调节扣'], relation: ['有调节扣'], zh: '双排马甲配调节扣', en: 'A double-breasted vest keeps the back adjuster' },
  { owner: '面料后背', clash: ['撞色里布'], zh: '面料后背无里布', en: 'A self-fabric back has no contrast lining' },
  { owner: '四袋', clash: ['青果领'], zh: '四袋不配青果领', en: 'Four pockets do not suit a shawl lapel' },
];

const SHIRT_GROUPS: GroupDef[] = [
  { zh: '领型', en: 'Collar', type: 1, required: true, options: [['标准领', 'Classic collar', 0], ['温莎领', 'Spread collar', 0], ['扣领', 'Button-down collar', 0], ['立领', 'Mandarin collar', 20], ['翼领', 'Wing collar', 40]] },
  { zh: '门襟', en: 'Placket', type: 1, options: [['明门襟', 'Front placket', 0], ['暗门襟', 'Concealed placket', 20], ['平门襟', 'French front', 0]] },
  { zh: '袖口', en: 'Cuffs', type: 1, required: true, options: [['单扣圆角', '1-button rounded cuff', 0], ['双扣斜角', '2-button mitred cuff', 0], ['法式袖口', 'French cuffs', 40]] },
  { zh: '口袋', en: 'Pocket', type: 1, options: [['无口袋', 'No pocket', 0], ['左胸袋', 'Left chest pocket', 0]] },
  { zh: '后背', en: 'Back', type: 1, options: [['无褶', 'Plain back', 0], ['两侧褶', 'Side pleats', 0], ['工字褶', 'Box pleat', 0]] },
  { zh: '下摆', en: 'Hem', type: 1, options: [['圆摆', 'Curved hem', 0], ['平摆', 'Straight hem', 0]] },
  { zh: '领衬', en: 'Collar interlining', type: 2, options: [['软衬', 'Soft interlining', 0], ['硬衬', 'Firm interlining', 0]] },
  { zh: '领插片', en: 'Collar stays', type: 2, options: [['无领插片', 'No collar stays', 0], ['可拆领插片', 'Removable collar stays', 15]] },
  { zh: '纽扣', en: 'Buttons', type: 3, required: true, options: [['树脂扣', 'Resin buttons', 0], ['贝壳扣', 'Mother-of-pearl buttons', 80]] },
  { zh: '缝线', en: 'Thread', type: 3, options: [['同色线', 'Matching thread', 0], ['撞色线', 'Contrast thread', 10]] },
  { zh: '特殊外观工艺', en: 'Special outer work', type: 1, special: true, options: [['袖口绣字', 'Cuff monogram', 50, text], ['撞色领', 'Contrast collar', 40]] },
  { zh: '特殊内部工艺', en: 'Special inner work', type: 2, special: true, options: [['定制领标', 'Custom collar label', 30]] },
  { zh: '特殊面料处理', en: 'Special fabric finish', type: 3, special: true, options: [['免烫处理', 'Non-iron finish', 60]] },
];
const SHIRT_EDITIONS: EditionDef[] = [
  { code: 'CS', zh: '商务标准', en: 'Business regular', series: 1 },
  { code: 'CX', zh: '修身', en: 'Slim fit', series: 3, defaults: ['温莎领', '双扣斜角', '两侧褶'], offsets: { 2: -3, 3: -4, 6: -1 } },
  { code: 'CL', zh: '礼服', en: 'Formal', series: 2, defaults: ['翼领', '暗门襟', '法式袖口', '贝壳扣'], clash: ['扣领', '左胸袋'] },
];
const SHIRT_CLASHES: ClashDef[] = [
  { owner: '扣领', clash: ['可拆领插片', '法式袖口'], zh: '扣领为休闲款', en: 'Button-down collars are casual' },
  { owner: '立领', clash: ['可拆领插片'], relation: ['软衬'], zh: '立领配软衬', en: 'Mandarin collars take soft interlining' },
  { owner: '翼领', clash: ['左胸袋', '扣领'], relation: ['法式袖口', '暗门襟'], zh: '翼领为礼服款', en: 'Wing collars are formal' },
  { owner: '法式袖口', clash: ['撞色线'], zh: '法式袖口用同色线', en: 'French cuffs use matching thread' },
  { owner: '袖口绣字', clash: ['法式袖口'], zh: '法式袖口不能绣字', en: 'French cuffs cannot take a monogram' },
];

const SKIRT_GROUPS: GroupDef[] = [
  { zh: '裙型', en: 'Silhouette', type: 1, required: true, options: [['直筒裙', 'Straight skirt', 0], ['A字裙', 'A-line skirt', 0], ['包臀裙', 'Pencil skirt', 0]] },
  { zh: '开衩', en: 'Slit', type: 1, options: [['后开衩', 'Back slit', 0], ['侧开衩', 'Side slit', 0], ['无开衩', 'No slit', 0]] },
  { zh: '腰头', en: 'Waistband', type: 1, options: [['装腰', 'Set-in waistband', 0], ['无腰头', 'Faced waist', 0]] },
  { zh: '口袋', en: 'Pockets', type: 1, options: [['无口袋', 'No pockets', 0], ['侧插袋', 'Side pockets', 20]] },
  { zh: '里料', en: 'Lining', type: 2, options: [['全里', 'Full lining', 0], ['无里', 'Unlined', 0]] },
  { zh: '拉链', en: 'Zip', type: 3, required: true, options: [['隐形拉链', 'Invisible zip', 0], ['金属拉链', 'Metal zip', 20]] },
  { zh: '特殊外观工艺', en: 'Special outer work', type: 1, special: true, options: [['手工缲边', 'Hand-felled hem', 40]] },
  { zh: '特殊内部工艺', en: 'Special inner work', type: 2, special: true, options: [['撞色里布', 'Contrast lining', 40]] },
  { zh: '特殊面料处理', en: 'Special fabric finish', type: 3, special: true, options: [['防皱处理', 'Anti-crease finish', 40]] },
];
const SKIRT_EDITIONS: EditionDef[] = [
  { code: 'QZ', zh: '职业直筒', en: 'Office straight', series: 1 },
  { code: 'QA', zh: 'A字', en: 'A-line', series: 4, defaults: ['A字裙', '侧开衩'], clash: ['包臀裙'], offsets: { 9: 4 } },
  { code: 'QB', zh: '包臀', en: 'Pencil', series: 1, defaults: ['包臀裙', '后开衩', '无口袋'], clash: ['A字裙', '侧插袋'], offsets: { 9: -2 } },
];
const SKIRT_CLASHES: ClashDef[] = [
  { owner: '包臀裙', clash: ['侧插袋', '无开衩'], relation: ['后开衩'], zh: '包臀裙需后开衩', en: 'A pencil skirt needs a back slit' },
  { owner: '无里', clash: ['撞色里布'], zh: '无里不配撞色里布', en: 'An unlined skirt has no contrast lining' },
];

type KindDef = { groups: GroupDef[]; editions: EditionDef[]; clashes: ClashDef[] };
const JACKET: KindDef = { groups: JACKET_GROUPS, editions: JACKET_EDITIONS, clashes: JACKET_CLASHES };
const TROUSERS: KindDef = { groups: TROUSER_GROUPS, editions: TROUSER_EDITIONS, clashes: TROUSER_CLASHES };

/** Category id -> the kind of garment its techniques follow, and its edition code prefix number. */
export const CATEGORY_KINDS: { categoryId: number; kind: KindDef; prefix: string }[] = [
  { categoryId: 1, kind: JACKET, prefix: '1' },
  { categoryId: 2, kind: TROUSERS, prefix: '2' },
  { categoryId: 4, kind: { groups: VEST_GROUPS, editions: VEST_EDITIONS, clashes: VEST_CLASHES }, prefix: '4' },
  { categoryId: 5, kind: { groups: SHIRT_GROUPS, editions: SHIRT_EDITIONS, clashes: SHIRT_CLASHES }, prefix: '5' },
  { categoryId: 8, kind: JACKET, prefix: '8' },
  { categoryId: 23, kind: JACKET, prefix: '23' },
  { categoryId: 26, kind: { groups: SKIRT_GROUPS, editions: SKIRT_EDITIONS, clashes: SKIRT_CLASHES }, prefix: '26' },
  { categoryId: 27, kind: TROUSERS, prefix: '27' },
  { categoryId: 28, kind: { groups: SHIRT_GROUPS, editions: SHIRT_EDITIONS, clashes: SHIRT_CLASHES }, prefix: '28' },
];

export type TechniqueCatalogue = {
  tech_groups: TechGroup[];
  techniques: Technique[];
  editions: Edition[];
  clashes: TechClash[];
};

const RESERVED_IDS = new Set([62, 63, 64, 80, 81, 82]);

export function buildTechniqueCatalogue(): TechniqueCatalogue {
  const tech_groups: TechGroup[] = [];
  const techniques: Technique[] = [];
  const editions: Edition[] = [];
  const clashes: TechClash[] = [];
  let nextTech = 100;
  let nextGroup = 1;
  let nextEdition = 1;

  for (const { categoryId, kind, prefix } of CATEGORY_KINDS) {
    const byName = new Map<string, Technique>();
    const groupsHere: TechGroup[] = [];
    const defaultIndex = new Map<number, number>();
    kind.groups.forEach((g, gi) => {
      if (g.onlyFor && !g.onlyFor.includes(categoryId)) return;
      const group: TechGroup = {
        id: nextGroup++,
        category_id: categoryId,
        type_id: g.type,
        name: g.zh,
        name_en: g.en,
        is_required: g.required ? 1 : 0,
        is_special: g.special ? 1 : 0,
        sort: gi + 1,
      };
      groupsHere.push(group);
      defaultIndex.set(group.id, g.defaultOption ?? 0);
      tech_groups.push(group);
      g.options.forEach(([zh, en, yuan, extra], oi) => {
        let id = g.fixedIds?.[oi];
        if (id === undefined) {
          while (RESERVED_IDS.has(nextTech)) nextTech++;
          id = nextTech++;
        }
        const tech: Technique = {
          id,
          category_id: categoryId,
          group_id: group.id,
          type_id: g.type,
          tech_code: `T${prefix}-${String(group.sort).padStart(2, '0')}${String(oi + 1).padStart(2, '0')}`,
          tech_name: zh,
          tech_name_en: en,
          price_fen: Math.round(yuan * 100),
          is_special: g.special ? 1 : 0,
          allow_content: extra?.allow_content ?? 0,
          allow_more: extra?.allow_more ?? 0,
          is_modifiable: extra?.is_modifiable ?? 1,
          items: extra?.items ?? [],
          sort: oi + 1,
        };
        if (byName.has(zh)) throw new Error(`duplicate technique name ${zh} in category ${categoryId}`);
        byName.set(zh, tech);
        techniques.push(tech);
      });
    });
    const id = (name: string) => {
      const t = byName.get(name);
      if (!t) throw new Error(`unknown technique ${name} in category ${categoryId}`);
      return t.id;
    };

    for (const c of kind.clashes) {
      const owner = byName.get(c.owner);
      if (!owner) continue;
      clashes.push({
        tech_id: owner.id,
        clash_tech_ids: c.clash.filter((n) => byName.has(n)).map(id),
        relation_tech_ids: (c.relation ?? []).filter((n) => byName.has(n)).map(id),
        context: c.zh,
        context_en: c.en,
      });
    }

    kind.editions.forEach((e, ei) => {
      const overrides = new Set((e.defaults ?? []).map(id));
      const defaults: number[] = [];
      for (const g of groupsHere) {
        if (g.is_special) continue;
        const inGroup = techniques.filter((t) => t.group_id === g.id);
        const chosen = inGroup.find((t) => overrides.has(t.id)) ?? inGroup[defaultIndex.get(g.id) ?? 0]!;
        defaults.push(chosen.id);
      }
      const edition: Edition = {
        id: nextEdition++,
        category_id: categoryId,
        edition_number: `${e.code}${prefix.padStart(2, '0')}${String(ei + 1).padStart(2, '0')}`,
        name: e.zh,
        name_en: e.en,
        series_id: e.series,
        default_tech_result: defaults,
        clash_tech_ids: (e.clash ?? []).filter((n) => byName.has(n)).map(id),
        size_offsets: Object.fromEntries(Object.entries(e.offsets ?? {}).map(([k, v]) => [k, v])),
      };
      if (!isConsistentSet(edition.default_tech_result, edition, clashes)) throw new Error(`edition ${edition.edition_number} defaults clash`);
      editions.push(edition);
    });
  }
  return { tech_groups, techniques, editions, clashes };
}

/** A deterministic pseudo-random sequence (mulberry32), so generated rows never change between runs. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** True when no technique in the set owns a clash with another one in it, nor with the edition. */
export function isConsistentSet(techIds: readonly number[], edition: Edition, clashes: readonly TechClash[]): boolean {
  const set = new Set(techIds);
  if (techIds.some((t) => edition.clash_tech_ids.includes(t))) return false;
  return !clashes.some((c) => set.has(c.tech_id) && c.clash_tech_ids.some((x) => set.has(x)));
}

/**
 * Products and styles: each starts from an edition's defaults and swaps a few groups to other
 * options, keeping only consistent combinations.
 */
export function buildProductsAndStyles(
  cat: TechniqueCatalogue,
  fabricsByCategory: Map<number, string[]>,
  processIds: number[],
): { products: Product[]; styles: Style[] } {
  const rnd = seededRandom(20261122);
  const products: Product[] = [];
  const styles: Style[] = [];
  let styleId = 1;
  for (const { categoryId } of CATEGORY_KINDS) {
    const editions = cat.editions.filter((e) => e.category_id === categoryId);
    const fabrics = fabricsByCategory.get(categoryId) ?? [];
    for (let n = 0; n < 8; n++) {
      const edition = editions[n % editions.length]!;
      const techIds = variant(cat, edition, rnd);
      if (n < 4) {
        products.push({
          product_code: `P${String(categoryId).padStart(2, '0')}${String(n + 1).padStart(3, '0')}`,
          category_id: categoryId,
          edition_id: edition.id,
          fabric_num: fabrics[Math.floor(rnd() * fabrics.length)] ?? '',
          process_id: processIds[n % processIds.length]!,
          tech_ids: techIds,
        });
      } else {
        styles.push({
          id: styleId++,
          style_number: `S${String(categoryId).padStart(2, '0')}${String(n - 3).padStart(3, '0')}`,
          category_id: categoryId,
          edition_id: edition.id,
          tech_ids: techIds,
        });
      }
    }
  }
  return { products, styles };
}

function variant(cat: TechniqueCatalogue, edition: Edition, rnd: () => number): number[] {
  const ids = [...edition.default_tech_result];
  for (let attempt = 0; attempt < 6; attempt++) {
    const slot = Math.floor(rnd() * ids.length);
    const current = cat.techniques.find((t) => t.id === ids[slot])!;
    const options = cat.techniques.filter((t) => t.group_id === current.group_id && t.id !== current.id);
    const pick = options[Math.floor(rnd() * options.length)];
    if (!pick) continue;
    const next = ids.map((id, i) => (i === slot ? pick.id : id));
    if (isConsistentSet(next, edition, cat.clashes)) ids.splice(0, ids.length, ...next);
  }
  return ids;
}
