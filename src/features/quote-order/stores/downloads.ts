import { atom } from 'nanostores'
import type { BlobResponse } from '../../../lib/api/types.ts'
import { showToast } from '../../../lib/api/toast.ts'
import { t, type MessageKey } from '../../../lib/i18n/index.ts'
import { downloadOnce } from '../../../lib/save-blob.ts'
import { downloadOrder } from '../api/download-order.ts'
import { downloadOrderPdf } from '../api/download-order-pdf.ts'
import { downloadOrders } from '../api/download-orders.ts'
import { downloadStatistics } from '../api/download-statistics.ts'
import type { StatisticsParams } from '../api/types.ts'
import '../messages.ts'

/** What is downloading now ('' when nothing): one button spins, the others wait. */
export const $downloading = atom<'' | Download>('')

type Download = 'order' | 'orderPdf' | 'orders' | 'statistics'

// The client's error toast already says why a download failed; this only saves and confirms.
async function run(
  kind: Download,
  fetchFile: () => Promise<BlobResponse>,
  fallbackName: string,
  done: MessageKey = 'quoteOrder.download.done',
): Promise<boolean> {
  const saved = await downloadOnce($downloading, kind, fetchFile, fallbackName)
  if (saved) showToast('success', t(done))
  return saved
}

/** Saves one order's quote sheet (XLSX). */
export const downloadOrderSheet = (id: number, number: string) =>
  run('order', () => downloadOrder(id), `${number}.xlsx`)

/** Saves one order's 报价单 as PDF. */
export const downloadOrderPdfFile = (id: number, number: string) =>
  run('orderPdf', () => downloadOrderPdf(id), `${number}.pdf`, 'quoteOrder.download.pdfDone')

/** Saves the quote sheets of the ticked orders in one workbook. */
export function downloadOrderSheets(ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return Promise.resolve(false)
  return run('orders', () => downloadOrders(ids), 'quote-orders.xlsx')
}

/** Saves the statistics as shown (same filters) as a workbook. */
export const downloadStatisticsSheet = (params: StatisticsParams) =>
  run('statistics', () => downloadStatistics(params), 'statistics.xlsx')
