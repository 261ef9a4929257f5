import en from '../../../locales/quote-order/en.json'
import zhCN from '../../../locales/quote-order/zh-CN.json'
import { addMessages } from '../../lib/i18n/index.ts'
import '../../lib/i18n/enum-messages.ts'

// The quote order screens' strings travel with their lazy chunks, not in the first load
// (scripts/size.mjs); every screen and every store that speaks imports this module.
addMessages({ 'zh-CN': zhCN, en })
