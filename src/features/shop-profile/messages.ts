import en from '../../../locales/shop-profile/en.json'
import zhCN from '../../../locales/shop-profile/zh-CN.json'
import { addMessages } from '../../lib/i18n/index.ts'
import '../../lib/i18n/enum-messages.ts'

// The shop profile screen's strings travel with its lazy chunk, not in the first load.
addMessages({ 'zh-CN': zhCN, en })
