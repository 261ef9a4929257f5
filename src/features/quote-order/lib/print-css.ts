/** The printed quote sheet's own styles: the frame it prints in has none of the app's. */
export const PRINT_CSS = `
@page { margin: 14mm; }
body { font: 11pt/1.45 system-ui, "PingFang SC", "Microsoft YaHei", sans-serif; color: #000; }
h1 { font-size: 16pt; margin: 0 0 4pt; }
h2 { font-size: 12pt; margin: 12pt 0 4pt; }
table { width: 100%; border-collapse: collapse; margin: 4pt 0; }
th, td { border: 0.5pt solid #888; padding: 2pt 4pt; text-align: left; vertical-align: top; }
td.num, th.num { text-align: right; white-space: nowrap; }
.muted { color: #555; font-size: 9pt; }
.adjustment { font-style: italic; }
tr { break-inside: avoid; }
`
