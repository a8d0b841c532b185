import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Everything the landing page runs goes in one file: otherwise the lazy screens' shared
        // chunks cut it into several small ones, each a request and a worse gzip (DESIGN §8).
        codeSplitting: { groups: [{ name: 'landing', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    // The API runs beside the dev server (npm run dev); the browser sees one origin.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
