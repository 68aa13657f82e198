// Cloudflare Pages Function: /api/auth/callback, where GitHub sends the sign-in window back (index.ts does the work).
export { onRequestGet } from './index.ts'
