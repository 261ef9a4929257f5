import en from '../../../locales/enums/en.json'
import zhCN from '../../../locales/enums/zh-CN.json'
import { addMessages } from './index.ts'

// The enum catalogue: process stages, machine and tool kinds, material classes, time bases and
// quote order statuses, each labelled once per language, and the approval rules in words (the rule
// screens and the audit log name a rule alike). The process and quote order screens
// import this module with their lazy chunks (the first load does not need these words); the
// server reads the same files for its XLSX sheets and its messages.
addMessages({ 'zh-CN': zhCN, en })
