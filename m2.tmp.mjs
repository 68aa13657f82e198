import { chromium } from 'playwright-core'
const base = process.argv[2]
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] })
for (const shared of [false, true]) {
  const ctx = await b.newContext()
  for (let i = 0; i < 3; i++) {
    const c = shared ? ctx : await b.newContext()
    const p = await c.newPage()
    const t = Date.now()
    await p.goto(base + '/admin/', { waitUntil: 'load' })
    await p.getByRole('button', { name: 'Giriş' }).waitFor({ timeout: 60000 }).catch(e => console.log('no login', e.message.slice(0,80)))
    console.log(shared ? 'shared' : 'fresh', i, Date.now() - t, 'ms')
    await p.close()
    if (!shared) await c.close()
  }
}
await b.close()
