import en from '../../../locales/enums/en.json'
import zhCN from '../../../locales/enums/zh-CN.json'
import { addMessages } from './index.ts'

// The enum catalogue: process stages, machine and tool kinds, material classes and time bases, each
// labelled once per language. The process library and the process assistant import this module
// with their lazy chunks (the first load does not need these words); the server reads the same
// files for its XLSX card and planner messages.
addMessages({ 'zh-CN': zhCN, en })
