/**
 * Where the demo seed's asset is served: written by the build's simulatorSeed plugin
 * (scripts/vite/simulatorSeed.ts), served by the development server's middleware; null where
 * the plugin does not run.
 */
declare module 'virtual:simulator-seed-asset' {
  const urls: import('./seedAsset').SeedAssetUrls | null;
  export default urls;
}
