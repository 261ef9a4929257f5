// The route paths of the account, chat-record, quoting, cost, configuration and quote-order APIs,
// registered by the server and called by the client from these tables (fillPath fills `:name`).
// The admin, process-library and process-plan paths sit beside their schemas (ADMIN_API,
// PROCESS_LIBRARY_API, PROCESS_PLAN_API).

const ACCOUNT = '/api/account'

export const ACCOUNT_API = {
  captcha: `${ACCOUNT}/get-sms-image`,
  login: `${ACCOUNT}/v2/login`,
  loginPhone: `${ACCOUNT}/v2/login-phone`,
  logout: `${ACCOUNT}/logout`,
  currentUser: `${ACCOUNT}/get-current-user-info`,
  updateUserInfo: `${ACCOUNT}/update-user-info`,
  changePassword: `${ACCOUNT}/change-password`,
  uploadAvatar: `${ACCOUNT}/upload-avatar`,
  subUsers: `${ACCOUNT}/sub-users`,
  subUserLogin: `${ACCOUNT}/sub-user-login`,
  sendSms: `${ACCOUNT}/v2/sendsms/:phoneNumber`,
  register: `${ACCOUNT}/v3/register`,
  isRegistered: `${ACCOUNT}/is-registered`,
  forgotPassword: `${ACCOUNT}/v2/forgot-password`,
} as const

const CHAT_RECORD = '/api/chatrecord'

/** Quote chat records and their conversation. */
export const CHAT_RECORD_API = {
  page: `${CHAT_RECORD}/page-query`,
  create: `${CHAT_RECORD}/create`,
  delete: `${CHAT_RECORD}/delete/:id`,
  keptOrders: `${CHAT_RECORD}/:id/kept-orders`,
  rename: `${CHAT_RECORD}/change-name`,
  messages: `${CHAT_RECORD}/:id/messages`,
  parts: `${CHAT_RECORD}/:id/parts`,
  command: `${CHAT_RECORD}/:id/command`,
} as const

const PROCESS_RECORD = '/api/auto-process-chat-record'

/** Process chat records; what is planned inside one is PROCESS_PLAN_API. */
export const PROCESS_RECORD_API = {
  page: `${PROCESS_RECORD}/page`,
  create: `${PROCESS_RECORD}/create`,
  delete: `${PROCESS_RECORD}/:id`,
  rename: `${PROCESS_RECORD}/update-name/:chatRecordId`,
  dispatch: `${PROCESS_RECORD}/update-dispatch-id/:id`,
} as const

const PARTCOSTS = '/api/cnc/partcosts'

/** Uploads, their analysis tasks and the priced parts. */
export const PARTCOSTS_API = {
  upload: `${PARTCOSTS}/v3/upload`,
  task: `${PARTCOSTS}/task/:taskId`,
  cancelTask: `${PARTCOSTS}/task/:taskId/cancel`,
  part: `${PARTCOSTS}/part/:partId`,
  reprice: `${PARTCOSTS}/part/:partId/reprice`,
  processCard: `${PARTCOSTS}/part/:partId/process-card`,
  drawingFindings: `${PARTCOSTS}/get-drawing-pos-info`,
  file: `${PARTCOSTS}/file/:fileId`,
  fileMesh: `${PARTCOSTS}/file/:fileId/mesh`,
  options: `${PARTCOSTS}/options`,
  batchDownload: `${PARTCOSTS}/batch/download`,
} as const

const COST = '/api/cost/:table'

/** The cost tables; `:table` is one of COST_TABLE_NAMES, `:key` a row's key. */
export const COST_API = {
  list: `${COST}/list`,
  create: COST,
  row: `${COST}/:key`,
  export: `${COST}/export`,
} as const

const QUOTE_CONFIG = '/api/quote-config'

/** Stored quote configurations; `:section` is one of SECTION_NAMES. */
export const QUOTE_CONFIG_API = {
  create: QUOTE_CONFIG,
  list: `${QUOTE_CONFIG}/list`,
  defaults: `${QUOTE_CONFIG}/defaults`,
  config: `${QUOTE_CONFIG}/:id`,
  versions: `${QUOTE_CONFIG}/:id/versions`,
  version: `${QUOTE_CONFIG}/:id/versions/:version`,
  section: `${QUOTE_CONFIG}/:id/sections/:section`,
  copy: `${QUOTE_CONFIG}/:id/copy`,
  setDefault: `${QUOTE_CONFIG}/:id/set-default`,
  status: `${QUOTE_CONFIG}/:id/status`,
} as const

const QUOTE_ORDER = '/api/quote-order'

/** Quote orders, their life cycle and reports. */
export const QUOTE_ORDER_API = {
  list: `${QUOTE_ORDER}/list`,
  create: `${QUOTE_ORDER}/create`,
  order: `${QUOTE_ORDER}/:id`,
  move: `${QUOTE_ORDER}/:id/move`,
  adjust: `${QUOTE_ORDER}/:id/lines/:lineId/adjust`,
  clearFlags: `${QUOTE_ORDER}/:id/lines/:lineId/clear-flags`,
  remarks: `${QUOTE_ORDER}/:id/remarks`,
  requote: `${QUOTE_ORDER}/:id/requote`,
  orderXlsx: `${QUOTE_ORDER}/:id/xlsx`,
  orderPdf: `${QUOTE_ORDER}/:id/pdf`,
  xlsx: `${QUOTE_ORDER}/xlsx`,
  compare: `${QUOTE_ORDER}/compare`,
  products: `${QUOTE_ORDER}/products`,
  statistics: `${QUOTE_ORDER}/statistics`,
  statisticsXlsx: `${QUOTE_ORDER}/statistics/xlsx`,
  approval: `${QUOTE_ORDER}/:id/approval`,
  approvalRules: `${QUOTE_ORDER}/approval-rules`,
  approvalRule: `${QUOTE_ORDER}/approval-rules/:ruleId`,
} as const

const SHOP_PROFILE = '/api/shop-profile'

/** The shop's particulars that its paperwork prints, and their images. */
export const SHOP_PROFILE_API = {
  profile: SHOP_PROFILE,
  image: `${SHOP_PROFILE}/images/:kind`,
} as const
