import { writeFileSync } from 'node:fs'
import { startCms } from 'cms/test-server'
const cms = await startCms({ dataDir: '/tmp/commune-cms-x3M5EU' })
writeFileSync('/tmp/cms5k.url', cms.url)
console.log('CMS', cms.url)
process.on('SIGTERM', async () => { await cms.stop({ keepData: true }); process.exit(0) })
setInterval(() => {}, 1 << 30)
