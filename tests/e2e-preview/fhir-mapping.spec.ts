import { expect, test } from './fixtures';

test('each test shows reviewers its FHIR mapping: LOINC for the PHQ-9, our own codes elsewhere', async ({
  page,
}) => {
  await page.goto('/preview/depression');
  const phq9 = page.getByRole('region', { name: 'FHIR mapping for a clinician' });
  await expect(phq9).toBeVisible({ timeout: 30_000 });
  await expect(phq9).toContainText('LOINC 44261-6');
  await expect(phq9).toContainText('panel 44249-1');
  await expect(phq9).toContainText('5 points (Löwe B');
  const first = phq9.getByRole('row').nth(1);
  await expect(first).toContainText('/44250-9');
  await expect(first).toContainText('Not at all → http://loinc.org#LA6568-5');
  await phq9.getByText('The file the first sample makes').click();
  await expect(phq9.locator('pre')).toContainText('"resourceType": "Bundle"');

  await page.goto('/preview/ptsd');
  const pcl5 = page.getByRole('region', { name: 'FHIR mapping for a clinician' });
  await expect(pcl5).toContainText('our own code MH-004-total');
  await expect(pcl5).toContainText('none recorded');
});
