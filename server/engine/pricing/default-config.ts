import { defaultBlankRules } from '../blank/defaults.ts'
import type { QuoteConfig } from './config-schema.ts'
import { defaultTreatments } from './default-treatments.ts'

/**
 * The defaults of quoting-domain §3.1–§3.9 (CNY, ex-VAT). A fresh object each call, so callers may
 * edit it freely; the server seeds its default configuration from this.
 */
export function defaultQuoteConfig(): QuoteConfig {
  return {
    currency: 'CNY',
    priceTableDate: '2025-Q4',
    quoteValidityDays: 14,
    material: {
      defaultKey: 'AL6061',
      items: [
        { key: 'AL6061', name: '铝合金 6061', aliases: ['6061', '6061-T6', '6061-T651', 'AL6061', '铝合金6061'], density: 2.7, priceKg: 30, mrr: 25, class: 'Al' },
        { key: 'AL7075', name: '铝合金 7075', aliases: ['7075', '7075-T6', '7075-T651', 'AL7075', '超硬铝'], density: 2.81, priceKg: 50, mrr: 22, class: 'Al' },
        { key: 'SUS304', name: '不锈钢 304', aliases: ['304', 'SUS304', '06Cr19Ni10', '0Cr18Ni9', '304L', 'SS304', '不锈钢'], density: 7.93, priceKg: 28, mrr: 5, class: 'SS' },
        { key: 'SUS303', name: '不锈钢 303', aliases: ['303', 'SUS303', 'Y1Cr18Ni9', '易切削不锈钢'], density: 7.98, priceKg: 34, mrr: 6, class: 'SS' },
        { key: '45#', name: '45 钢', aliases: ['45', '45钢', '45号钢', 'C45', 'S45C', '1045'], density: 7.85, priceKg: 8, mrr: 8, class: 'steel' },
        { key: 'Q235', name: 'Q235', aliases: ['Q235A', 'Q235B', 'A3', 'SS400'], density: 7.85, priceKg: 5.5, mrr: 10, class: 'steel' },
        { key: '40Cr', name: '40Cr', aliases: ['40CR', 'SCr440', '41Cr4'], density: 7.85, priceKg: 9, mrr: 6, class: 'steel' },
        { key: 'H59', name: '黄铜 H59', aliases: ['HPb59-1', 'C3604', '黄铜'], density: 8.4, priceKg: 60, mrr: 18, class: 'brass' },
        { key: 'T2', name: '紫铜 T2', aliases: ['紫铜', 'C1100', 'TU1'], density: 8.89, priceKg: 90, mrr: 10, class: 'copper' },
        { key: 'POM', name: 'POM', aliases: ['赛钢', '聚甲醛', 'Delrin'], density: 1.41, priceKg: 28, mrr: 30, class: 'plastic' },
        { key: 'PEEK', name: 'PEEK', aliases: [], density: 1.31, priceKg: 700, mrr: 15, class: 'plastic' },
        { key: 'TC4', name: '钛合金 TC4', aliases: ['Ti-6Al-4V', 'Ti6Al4V', 'Gr5', 'Gr.5', '钛合金'], density: 4.43, priceKg: 220, mrr: 3, class: 'Ti' },
      ],
    },
    machining: {
      machines: {
        VMC3: { rate: 100, setupMin: 30 },
        VMC4: { rate: 140, setupMin: 40 },
        M5AX: { rate: 300, setupMin: 60 },
        LATHE: { rate: 80, setupMin: 20 },
        TURNMILL: { rate: 200, setupMin: 45 },
        EDM: { rate: 120, setupMin: 30 },
        GRIND_SURF: { rate: 90, setupMin: 15 },
        GRIND_CYL: { rate: 95, setupMin: 20 },
        BENCH: { rate: 40, setupMin: 0 },
      },
      programmingRate: 100,
      sizeFactor: [[5, 0.5], [20, 0.7], [100, 0.9], [500, 1.0], [1e9, 1.2]],
      machineFactor: { VMC3: 1, VMC4: 1, M5AX: 1.1, LATHE: 1, TURNMILL: 1 },
      turningMrrFactor: 2.2,
      finishCm2PerMin: { '12.5': 150, '6.3': 120, '3.2': 60, '1.6': 30, '0.8': 12 },
      finishMatFactor: { Al: 1, brass: 1, plastic: 1, copper: 1, steel: 0.6, SS: 0.5, Ti: 0.4 },
      featureMin: {
        drill: 0.4, drillLarge: 0.8, tapSmall: 0.5, tapMid: 0.8, threadMill: 2.0, ream: 1.5,
        cbore: 0.35, toolChange: 0.25, handlingPerSetup: 1.5,
      },
      featureMatFactor: { Al: 1, brass: 1.1, copper: 1.3, plastic: 0.8, steel: 1.5, SS: 2, Ti: 2.5 },
      progHours: { simple: 0.5, medium: 1.5, complex: 3, fiveAxisFactor: 2 },
      faiMin: 15,
      thinWallFactor: 1.5,
    },
    treatment: { items: defaultTreatments() },
    other: {
      mgmtRate: 0.05,
      profitRate: 0.15,
      vatRate: 0.13,
      minLine: 50,
      qtyDiscount: [[1, 1.0], [2, 0.98], [5, 0.96], [10, 0.93], [50, 0.9], [100, 0.87], [500, 0.85]],
      expedite: { '3d': 0.3, '48h': 0.6 },
      fixtureFee: 0,
      inspectPerPiece: 0,
      packPerPiece: 0,
      reviewUnitPrice: 10000,
    },
    blank: defaultBlankRules(),
    pmi: {
      mode: 'partial',
      nRef: 5,
      tol: { IT12: 0.95, IT11: 1.0, IT10: 1.05, IT9: 1.1, IT8: 1.25, IT7: 1.45, IT6: 1.9, IT5: 2.5 },
      ra: { '12.5': 0.95, '6.3': 0.97, '3.2': 1.0, '1.6': 1.1, '0.8': 1.3, '0.4': 1.6, '0.2': 2.0 },
    },
  }
}
