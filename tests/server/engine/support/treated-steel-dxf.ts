import { buildDxf, mtext, text } from './dxf-writer.ts'

/**
 * A drawing-only part in 45# steel whose technical requirements call 调质 (quench and temper) and
 * 发黑 (black oxide), 10 pieces, Ra 1.6: everything the quote takes from it is read from 2D.
 */
export const TREATED_STEEL_DXF = buildDxf([
  mtext(10, 190, 3.5, '技术要求：\\P1、调质处理 HB220-250；\\P2、表面发黑处理；\\P3、其余Ra1.6。', 1),
  text(150, 30, 3.5, '材料'),
  text(170, 30, 3.5, '45#'),
  text(150, 20, 3.5, '数量'),
  text(170, 20, 3.5, '10件'),
])
