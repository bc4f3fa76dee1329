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
  const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  alias[`${name}$`] = path.join(root, 'node_modules', name, 'src/index.ts');
}

export default { resolve: { alias } };
