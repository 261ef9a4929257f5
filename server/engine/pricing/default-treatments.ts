import type { TreatmentItem } from './config-schema.ts'

type Row = [key: string, name: string, kind: TreatmentItem['kind'], aliases: string[], appliesTo: TreatmentItem['appliesTo'], basis: TreatmentItem['basis'], unitPrice: number, minCharge: number, leadDays: number]

// quoting-domain §3.5. Aliases are the words the drawing rules (§4.2) emit, zh and en; the
// compatibility lists encode the §3.5 blacklist (no anodize on steel, no black oxide on Al, …).
const ROWS: Row[] = [
  ['SANDBLAST', '喷砂', 'surface', ['喷砂', 'sandblast', 'bead blast'], ['Al', 'SS', 'steel'], 'dm2', 2.8, 30, 1],
  ['ANODIZE_CLEAR', '本色阳极氧化', 'surface', ['本色阳极氧化', '阳极氧化', '本色氧化', 'clear anodize', 'anodize', 'anodise', 'anodized'], ['Al'], 'dm2', 3.5, 50, 2],
  ['ANODIZE_BLACK', '黑色阳极氧化', 'surface', ['黑色阳极氧化', 'black anodize'], ['Al'], 'dm2', 4.0, 50, 2],
  ['ANODIZE_COLOR', '彩色阳极氧化', 'surface', ['着色阳极氧化', '彩色阳极氧化', 'colour anodize', 'color anodize'], ['Al'], 'dm2', 5.0, 80, 2],
  ['SANDBLAST_ANODIZE', '喷砂+阳极氧化', 'surface', ['喷砂阳极氧化', '喷砂+阳极'], ['Al'], 'dm2', 4.2, 50, 2],
  ['HARD_ANODIZE', '硬质阳极氧化', 'surface', ['硬质阳极氧化', '硬氧', 'hard anodize', 'hard anodise'], ['Al'], 'dm2', 9, 100, 3],
  ['CHROMATE', '导电氧化', 'surface', ['导电氧化', 'chromate', 'alodine', 'chem film'], ['Al'], 'dm2', 3.0, 50, 2],
  ['BLACK_OXIDE', '发黑', 'surface', ['发黑', '发蓝', 'black oxide'], ['steel'], 'kg', 5, 30, 1],
  ['ZINC', '镀锌', 'surface', ['镀锌', '彩锌', '蓝白锌', '黑锌', 'zinc plating', 'zinc plate'], ['steel'], 'kg', 4, 50, 2],
  ['NICKEL', '镀镍', 'surface', ['镀镍', '化学镍', '化学镀镍', 'nickel plating', 'electroless nickel'], ['steel', 'copper', 'brass', 'Al'], 'dm2', 6, 80, 3],
  ['PASSIVATION', '钝化', 'surface', ['钝化', 'passivation', 'passivate'], ['SS'], 'kg', 4, 30, 1],
  ['POWDER_COAT', '粉末喷涂', 'surface', ['粉末喷涂', '静电喷涂', '喷塑', 'powder coat', 'powder coating'], ['steel', 'Al'], 'dm2', 3, 80, 2],
  ['ELECTROPOLISH', '电解抛光', 'surface', ['电解抛光', 'electropolish'], ['SS'], 'dm2', 6, 80, 2],
  ['HARD_CHROME', '镀硬铬', 'surface', ['镀硬铬', '镀铬', 'hard chrome', 'chrome plating'], ['steel'], 'dm2', 10, 150, 3],
  ['QT', '调质', 'heat', ['调质', 'quench and temper', 'quenched and tempered', 'q&t'], ['steel'], 'kg', 6, 60, 2],
  ['HARDEN', '淬火+回火', 'heat', ['淬火+回火', '淬火回火', '淬火', 'through harden', 'harden'], ['steel'], 'kg', 8, 60, 2],
  ['VACUUM_HARDEN', '真空淬火', 'heat', ['真空淬火', 'vacuum harden'], ['steel'], 'kg', 15, 150, 3],
  ['CARBURIZE', '渗碳淬火', 'heat', ['渗碳淬火', '渗碳', 'carburize', 'case harden'], ['steel'], 'kg', 12, 150, 4],
  ['NITRIDE', '氮化', 'heat', ['氮化', '渗氮', '气体氮化', '离子氮化', '软氮化', 'nitride', 'nitriding'], ['steel'], 'kg', 15, 150, 4],
  ['INDUCTION', '高频淬火', 'heat', ['高频淬火', '中频淬火', '感应淬火', 'induction harden'], ['steel'], 'piece', 5, 80, 2],
  ['STRESS_RELIEF', '去应力/时效', 'heat', ['去应力', '去应力退火', '时效', 'stress relief', 'stress relieve', 'aging'], ['Al', 'steel'], 'kg', 4, 50, 1],
]

/** The §3.5 treatment table as configuration items. */
export function defaultTreatments(): TreatmentItem[] {
  return ROWS.map(([key, name, kind, aliases, appliesTo, basis, unitPrice, minCharge, leadDays]) => ({
    key, name, kind, aliases: aliases.slice(), appliesTo: appliesTo.slice(), basis, unitPrice, minCharge, leadDays,
  }))
}
