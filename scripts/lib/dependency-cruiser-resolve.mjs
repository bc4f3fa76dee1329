// The resolve options dependency-cruiser reads through its `webpackConfig` option (the one way its
// configuration takes enhanced-resolve aliases): the libraries that are built to dist/ resolve to
// their sources inside their node_modules/@vi link, so the check runs before `npm run build` and
// `@vi/contracts` still counts as a package to declare. Read for the folder cruised (the current one).
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const libs = fs.existsSync(path.join(root, 'libs')) ? fs.readdirSync(path.join(root, 'libs')) : [];
const alias = {};
for (const folder of libs) {
  const manifest = path.join(root, 'libs', folder, 'package.json');
  if (!fs.existsSync(manifest) || !fs.existsSync(path.join(root, 'libs', folder, 'src/index.ts'))) continue;
  const { name, exports = {} } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  alias[`${name}$`] = path.join(root, 'node_modules', name, 'src/index.ts');
  // Subpath exports (`@vi/contracts/constants` -> dist/constants.js) resolve to their sources too.
  for (const [subpath, target] of Object.entries(exports)) {
    if (subpath === '.' || !subpath.startsWith('./')) continue;
    const built = typeof target === 'string' ? target : target?.default;
    if (typeof built !== 'string') continue;
    const source = built.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts');
    if (fs.existsSync(path.join(root, 'libs', folder, source))) alias[`${name}/${subpath.slice(2)}$`] = path.join(root, 'node_modules', name, source);
  }
}

export default { resolve: { alias } };
