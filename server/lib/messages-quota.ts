// Messages of the per-customer upload quotas: each names the limit and when to
// try again, since a refused customer's only question is "how long?".

export const quotaZhCN = {
  'quota.partsInFlight': '您已有 {count} 个零件正在排队或分析，同时最多 {max} 个；请等其中一些分析完成后再上传',
  'quota.partsPerUpload': '本次上传包含 {count} 个零件，超过同时分析的上限 {max} 个；请分批上传',
  'quota.dailyBytesMinutes': '24 小时内最多上传 {max}，您已上传 {used}；请 {minutes} 分钟后再试',
  'quota.dailyBytesHours': '24 小时内最多上传 {max}，您已上传 {used}；请 {hours} 小时后再试',
  'quota.uploadTooLarge': '本次上传共 {size}，超过 24 小时上传上限 {max}；请分批上传',
} as const

export const quotaEn: Record<keyof typeof quotaZhCN, string> = {
  'quota.partsInFlight':
    'You have {count, plural, one {# part} other {# parts}} queued or being analysed, and at most {max} can be at once; upload more when some of them have finished',
  'quota.partsPerUpload':
    'This upload holds {count, plural, one {# part} other {# parts}}, more than the {max} that can be analysed at once; please upload them in smaller batches',
  'quota.dailyBytesMinutes':
    'Uploads are limited to {max} per 24 hours and you have uploaded {used}; please try again in {minutes} min',
  'quota.dailyBytesHours':
    'Uploads are limited to {max} per 24 hours and you have uploaded {used}; please try again in {hours} h',
  'quota.uploadTooLarge':
    'This upload ({size}) is larger than the limit of {max} per 24 hours; please upload it in smaller batches',
}
