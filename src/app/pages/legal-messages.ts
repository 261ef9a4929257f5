import en from '../../../locales/legal/en.json'
import zhCN from '../../../locales/legal/zh-CN.json'
import { addMessages } from '../../lib/i18n/index.ts'

// The user agreement's and the privacy policy's texts travel with their pages' lazy chunk: few
// visitors open them, so the first load carries only their titles (the login form links them).
addMessages({ 'zh-CN': zhCN, en })
