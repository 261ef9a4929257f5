// Messages of the protections against hostile input and password guessing.

export const securityZhCN = {
  'validation.controlCharacters': '参数 {field} 不能包含控制字符',
  'upload.incomplete': '上传不完整，请重新上传',
  headersTooLarge: '请求头或查询参数过大',
  requestTimeout: '请求超时，请重试',
  'login.locked': '该账号密码错误次数过多，请 {seconds} 秒后再试',
} as const

export const securityEn: Record<keyof typeof securityZhCN, string> = {
  'validation.controlCharacters': '{field} must not contain control characters',
  'upload.incomplete': 'The upload was incomplete, please upload it again',
  headersTooLarge: 'The request headers or query are too large',
  requestTimeout: 'The request timed out, please try again',
  'login.locked': 'Too many wrong passwords for this account, please try again in {seconds} s',
}
