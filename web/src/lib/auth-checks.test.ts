import { describe, expect, it } from 'vitest';
import { changeProblems, loginProblems, registerProblems, resetProblems } from './auth-checks.ts';

describe('loginProblems', () => {
  it('asks for both fields and an address that looks like one', () => {
    expect(loginProblems({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(loginProblems({ email: '  ', password: 'x' })).toEqual({ email: 'Email is required' });
    expect(loginProblems({ email: 'sita@demo', password: 'x' })).toEqual({ email: 'Enter a valid email address' });
    expect(loginProblems({ email: 'sita@demo.test', password: 'sita1234' })).toEqual({});
  });
});

describe('registerProblems', () => {
  const good = { name: 'Asha Rai', email: 'asha@example.com', password: 'secret1', confirmPassword: 'secret1' };

  it('passes a complete registration', () => {
    expect(registerProblems(good)).toEqual({});
  });

  it('names each obvious mistake once, under its field', () => {
    expect(registerProblems({ name: ' ', email: '', password: '', confirmPassword: '' })).toEqual({
      name: 'Full name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Confirm your password',
    });
    expect(registerProblems({ ...good, email: 'asha' })).toEqual({ email: 'Enter a valid email address' });
    expect(registerProblems({ ...good, password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(registerProblems({ ...good, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('a new password', () => {
  it('with an emailed code: asks for the code, and checks the new password as registration does', () => {
    expect(resetProblems({ code: ' ', password: '', confirmPassword: '' })).toEqual({
      code: 'Enter the code from the email',
      password: 'Password is required',
      confirmPassword: 'Confirm your password',
    });
    expect(resetProblems({ code: '123456', password: 'abc', confirmPassword: 'abd' })).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(resetProblems({ code: '123456', password: 'secret1', confirmPassword: 'secret1' })).toEqual({});
  });

  it('from the profile: asks for the current one', () => {
    expect(changeProblems({ currentPassword: '', password: 'secret1', confirmPassword: 'secret1' })).toEqual({
      currentPassword: 'Password is required',
    });
    expect(changeProblems({ currentPassword: 'old', password: 'secret1', confirmPassword: 'secret1' })).toEqual({});
  });
});
