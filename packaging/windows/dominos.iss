; Inno Setup 6 script for the Windows installer of Dominos.
;
; packaging/build.py runs it with the version and the PyInstaller bundle folder:
;   ISCC /DAppVersion=1.2.3 /DBundleDir=dist\bundle\dominos /DIconFile=resources\icons\dominos.ico ^
;        /Odist packaging\windows\dominos.iss
; Output: dist\Dominos-<version>-setup.exe

#ifndef AppVersion
  #error Pass the version taken from pyproject.toml: ISCC /DAppVersion=1.2.3 ...
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\bundle\dominos"
#endif
#ifndef IconFile
  #define IconFile "..\..\resources\icons\dominos.ico"
#endif
#define AppName "Dominos"
#define AppExe "dominos.exe"

[Setup]
; The AppId ties upgrades and the uninstaller together: never change it.
AppId={{B8613B95-3363-4216-9735-5301A8F8F7E5}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Dominos developers
AppPublisherURL=https://github.com/dominos/dominos
AppSupportURL=https://github.com/dominos/dominos/issues
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
VersionInfoDescription={#AppName} installer
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Installs for the current user without asking for administrator rights, unless the
; person chooses "all users" (which also lets the installer open the firewall).
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputBaseFilename={#AppName}-{#AppVersion}-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

; The installer speaks the languages the app speaks (it picks the system's, or asks);
; each has its own firewall notes, shown after installing.
[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"; InfoAfterFile: "firewall.txt"
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"; InfoAfterFile: "firewall.es.txt"
Name: "pt_BR"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"; InfoAfterFile: "firewall.pt_BR.txt"

[CustomMessages]
en.AppComment=Dominoes for four friends on one network
es.AppComment=Dominó para cuatro amigos en una misma red
pt_BR.AppComment=Dominó para quatro amigos na mesma rede
en.AllowingFirewall=Allowing Dominos on private networks...
es.AllowingFirewall=Permitiendo Dominos en las redes privadas...
pt_BR.AllowingFirewall=Permitindo o Dominos nas redes privadas...

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:AppComment}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
; Hosting a table means accepting players on TCP port 47474 and answering mDNS on
; UDP 5353. An all-users install allows the app on private networks up front; a
; per-user install leaves it to the prompt Windows shows the first time you host.
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall add rule name=""{#AppName}"" dir=in action=allow program=""{app}\{#AppExe}"" enable=yes profile=private"; Flags: runhidden; StatusMsg: "{cm:AllowingFirewall}"; Check: IsAdminInstallMode
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallRun]
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall delete rule name=""{#AppName}"" program=""{app}\{#AppExe}"""; Flags: runhidden; RunOnceId: "RemoveFirewallRule"; Check: IsAdminInstallMode

