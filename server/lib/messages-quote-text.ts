/**
 * The words of stored quotes, read back in the reader's language (server/services/quote-text.ts):
 * review flags in full and in short, geometry advisories, and breakdown titles and formulas. The
 * engine stores codes and parameters only. Merged into messages.ts.
 */
export const quoteTextZhCN = {
  'flagText.missing-3d': '没有 3D 模型：体积、毛坯和特征未知或为手工输入',
  'flagText.missing-2d': '没有 2D 图纸：公差、粗糙度、螺纹和表面处理均为假定值',
  'flagText.no-text-layer': '图纸没有可读的文字层，图上的技术要求未被读取',
  'flagText.ocr-check': '扫描图纸上有 {count} 处识别把握不足（标为“请核对”），已用于报价：需人工核对',
  'flagText.unknown-material': '材料“{material}”不在价格表中（按 {pricedAs} 计价）',
  'flagText.no-material': '没有给出材料（按 {pricedAs} 计价）',
  'flagText.tolerance-it5': '公差 IT{grade} 达到 IT5 或更高精度，需要研磨或珩磨：需人工复核',
  'flagText.ra-fine': '粗糙度 Ra{ra} µm，达到 Ra0.2 或更光：需人工复核',
  'flagText.price-above-threshold': '单价超过 {threshold} {currency}：需人工复核',
  'flagText.treatment-unknown': '处理工艺“{term}”没有价格：需人工复核',
  'flagText.treatment-incompatible': '{treatment}不适用于材料 {material}',
  'flag.no-material': '没有给出材料',
  'flag.geometry.open-mesh': '模型网格不封闭',
  'flag.geometry.non-manifold': '模型有非流形边',
  'flag.geometry.beyond-envelope': '零件超出机床行程',
  'flag.geometry.deep-hole': '孔太深',
  'flag.geometry.thin-part': '壁厚太薄',
  'flag.geometry.near-net-blank': '按近净成形毛坯计费',
  'dfm.open-mesh': '模型网格不封闭（{edges} 条开放边）：体积和毛坯不可靠',
  'dfm.non-manifold': '{edges} 条边被两个以上的三角形共用',
  'dfm.beyond-envelope': '零件尺寸 {size} 超出机床行程 {envelope}',
  'dfm.deep-hole': '孔 Ø{diameter} 的深度为直径的 {ratio} 倍（上限 {limit} 倍）：需要枪钻或人工复核',
  'dfm.thin-part': '平均壁厚 {thickness} mm，小于 {limit} mm',
  'dfm.near-net-blank': '去除的体积是零件体积的 {ratio} 倍，超过近净成形上限（{limit} 倍）：按壳体或近净成形毛坯计费',
  'line.material': '材料费',
  'line.machining': '加工费',
  'line.batch': '编程和装夹调机费',
  'line.inspection': '检验费',
  'line.packaging': '包装费',
  'line.surface': '表面处理：{name}',
  'line.heat': '热处理：{name}',
  'formula.material': 'max(质量 × 每公斤单价, 最低计费质量 × 每公斤单价) + 锯切费；质量 = 毛坯体积 × 密度 × 损耗系数',
  'formula.machining': '(粗加工 + 精加工 + 特征加工 + 辅助时间) / 60 × 机时费率 × 公差系数 × 粗糙度系数',
  'formula.batch':
    '(装夹次数 × 每次装夹分钟 × 机时费率 / 60 + 首件检验分钟 × 机时费率 / 60 + 编程小时 × 编程费率 + 工装费) / 数量',
  'formula.treatment.pieces': 'max(件数 × 单价, 最低收费 / 数量)',
  'formula.treatment.area': 'max(面积 × 单价, 最低收费 / 数量)',
  'formula.treatment.mass': 'max(质量 × 单价, 最低收费 / 数量)',
  'formula.perPiece': '按件计价',
} as const

export type QuoteTextKey = keyof typeof quoteTextZhCN

export const quoteTextEn: Record<QuoteTextKey, string> = {
  'flagText.missing-3d': 'No 3D model: volume, blank and features are unknown or entered by hand',
  'flagText.missing-2d': 'No 2D drawing: tolerances, roughness, threads and treatments are assumed',
  'flagText.no-text-layer': 'The drawing has no readable text layer: its notes were not read',
  'flagText.ocr-check':
    '{count, plural, one {# value read from the scanned drawing is} other {# values read from the scanned drawing are}} uncertain (marked "please check") and were used in the price: manual review',
  'flagText.unknown-material': 'Material "{material}" is not in the price table (priced as {pricedAs})',
  'flagText.no-material': 'No material given (priced as {pricedAs})',
  'flagText.tolerance-it5': 'A tolerance of IT{grade}, IT5 or finer, needs lapping or honing: manual review',
  'flagText.ra-fine': 'Roughness Ra {ra} µm, Ra 0.2 or finer: manual review',
  'flagText.price-above-threshold': 'Unit price above {threshold} {currency}: manual review',
  'flagText.treatment-unknown': 'Treatment "{term}" has no price: manual review',
  'flagText.treatment-incompatible': '{treatment} is not applicable to {material}',
  'flag.no-material': 'no material given',
  'flag.geometry.open-mesh': 'the model mesh is not closed',
  'flag.geometry.non-manifold': 'the model has non-manifold edges',
  'flag.geometry.beyond-envelope': 'the part exceeds the machine envelope',
  'flag.geometry.deep-hole': 'a hole is too deep',
  'flag.geometry.thin-part': 'the walls are too thin',
  'flag.geometry.near-net-blank': 'priced with a near-net blank',
  'dfm.open-mesh': 'The model mesh is not closed ({edges} open edges): volume and blank are unreliable',
  'dfm.non-manifold': '{edges, plural, one {# edge is} other {# edges are}} shared by more than two triangles',
  'dfm.beyond-envelope': 'Part {size} exceeds the {envelope} machine envelope',
  'dfm.deep-hole': 'Hole Ø{diameter} is {ratio}×Ø deep (limit {limit}×Ø): gun drilling or manual review',
  'dfm.thin-part': 'Mean wall thickness {thickness} mm is below {limit} mm',
  'dfm.near-net-blank':
    'The removed volume is {ratio}× the part, over the near-net limit ({limit}×): a shell or near-net blank is billed',
  'line.material': 'Material',
  'line.machining': 'Machining',
  'line.batch': 'Programming and setup',
  'line.inspection': 'Inspection',
  'line.packaging': 'Packaging',
  'line.surface': 'Surface treatment: {name}',
  'line.heat': 'Heat treatment: {name}',
  'formula.material':
    'max(mass × price per kg, minimum billed mass × price per kg) + saw cut; mass = blank volume × density × scrap factor',
  'formula.machining':
    '(roughing + finishing + features + handling) / 60 × machine rate × tolerance factor × roughness factor',
  'formula.batch':
    '(setups × minutes per setup × machine rate / 60 + first-article minutes × machine rate / 60 + programming hours × programming rate + fixture fee) / quantity',
  'formula.treatment.pieces': 'max(pieces × unit price, minimum charge / quantity)',
  'formula.treatment.area': 'max(area × unit price, minimum charge / quantity)',
  'formula.treatment.mass': 'max(mass × unit price, minimum charge / quantity)',
  'formula.perPiece': 'per piece',
}
