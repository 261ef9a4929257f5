/** Mainland China mobile number, 11 digits (the template's phone validator). */
export declare const PHONE_PATTERN: RegExp;
/** The digits PHONE_PATTERN takes: phone inputs stop there. */
export declare const PHONE_LENGTH = 11;
/** 3–32 characters: letters, digits and _ . @ - */
export declare const USERNAME_PATTERN: RegExp;
export declare const USERNAME_MAX = 32;
/** Stored passwords are 8–64 characters with at least one letter and one digit. */
export declare const PASSWORD_MIN = 8;
export declare const PASSWORD_MAX = 64;
/** Nick name and real name. */
export declare const NAME_MAX = 64;
/** Company name and e-mail address. */
export declare const LONG_TEXT_MAX = 128;
export declare const EMAIL_PATTERN: RegExp;
/** The image captcha is exactly this long (SPEC §5, §9). */
export declare const CAPTCHA_LENGTH = 4;
/** The server sends 6 digits and accepts 4–8. */
export declare const SMS_CODE_PATTERN: RegExp;
/** The longest code SMS_CODE_PATTERN takes: the code input stops there. */
export declare const SMS_CODE_MAX = 8;
/** A chat record's name. */
export declare const RECORD_NAME_MAX = 100;
/** Avatar types the server accepts (it checks the content too), and its default size limit. */
export declare const AVATAR_TYPES: readonly ["image/png", "image/jpeg", "image/gif", "image/webp"];
export declare const AVATAR_MAX_BYTES: number;
/** Whether a new password is strong enough to be stored. */
export declare function isStrongPassword(password: string): boolean;
