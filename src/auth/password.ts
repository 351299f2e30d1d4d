import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/**
 * Password hashing of the challenge login. Pure JavaScript SHA-256, so it also works where
 * crypto.subtle is missing (pages served over plain http on a LAN address).
 */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** What the server stores: sha256hex(password + salt). Also the `newPassword` of resetPwd. */
export function hashStoredPassword(password: string, salt: string): string {
  return sha256Hex(password + salt);
}

/** What login sends: sha256hex(sha256hex(password + salt) + codeValue), lowercase hex. */
export function hashLoginPassword(password: string, salt: string, codeValue: string): string {
  return sha256Hex(hashStoredPassword(password, salt) + codeValue);
}
